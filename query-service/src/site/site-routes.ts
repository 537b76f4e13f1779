import { type TierCatalogue } from '@academy/domain';
import { type EventStore, type SiteAddress, type SqlExecutor } from '@academy/platform';
import express from 'express';
import { oaiRoutes } from '../oai/oai-route.js';
import { describePage } from './describe-page.js';
import { journalFeed } from './feed.js';
import { type PageHead } from './html-head.js';
import { type SiteFacts } from './publication-head.js';
import { SITEMAP_LIMIT, sitemapEntries, sitemapIndexXml, sitemapSize, urlsetXml } from './sitemap.js';

export interface SiteDeps {
  db: SqlExecutor;
  /** The write side: a page whose publication or member the read model lacks yet is not a 404. */
  store?: EventStore;
  /** The site's address, which every link is built from (never a request's Host). */
  site: SiteAddress;
  academyName: string;
  /** The tier catalogue: a sign-up page for a tier it lacks is a 404. */
  tiers: TierCatalogue;
  /** Addresses per sitemap file (the protocol's 50,000; tests page sooner). */
  sitemapLimit?: number;
  /** The OAI-PMH repository's contact (Identify's adminEmail). */
  adminEmail: string;
  /** Records per OAI-PMH list answer before a resumption token (100). */
  oaiPageSize?: number;
  clock?: () => Date;
}

export interface Site {
  /** `/robots.txt`, `/sitemap.xml` (and its pages), `/journal/feed.xml`, OAI-PMH at `/oai`. */
  router: express.Router;
  /** The status and head of the page at the request's address. */
  describe(req: express.Request): Promise<PageHead>;
}

const DISALLOWED = [
  '/admin',
  '/settings',
  '/sign-in',
  '/sign-out',
  '/checkout',
  '/journal/submit',
  '/journal/revise',
];

/** The robots rules: private areas and the API closed, publications' PDFs open; the sitemap named. */
export const robotsTxt = (base: string): string =>
  [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /rest/journal/publications/',
    'Disallow: /rest/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');

/** What crawlers and indexers read, made from the read models on each request. */
export const siteRoutes = (deps: SiteDeps): Site => {
  const limit = deps.sitemapLimit ?? SITEMAP_LIMIT;
  const facts = (): SiteFacts => ({
    base: deps.site.base(),
    siteName: `Academy of ${deps.academyName}`,
    academyName: deps.academyName,
  });
  const xml = (res: express.Response, type: string, body: string) =>
    res.set('Cache-Control', 'public, max-age=300').type(type).send(body);

  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(facts().base));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const { base } = facts();
    const size = await sitemapSize(deps.db);
    if (size <= limit) xml(res, 'application/xml', urlsetXml(base, await sitemapEntries(deps.db, 0, limit)));
    else xml(res, 'application/xml', sitemapIndexXml(base, Math.ceil(size / limit)));
  });
  router.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, async (req, res, next) => {
    const page = Number((req.params as Record<string, string>)[0]);
    const entries = await sitemapEntries(deps.db, (page - 1) * limit, limit);
    if (entries.length === 0 || (await sitemapSize(deps.db)) <= limit) return next();
    xml(res, 'application/xml', urlsetXml(facts().base, entries));
  });
  router.get('/journal/feed.xml', async (_req, res) => {
    xml(res, 'application/atom+xml', await journalFeed(deps.db, facts()));
  });
  router.use(
    oaiRoutes({
      db: deps.db,
      pageSize: deps.oaiPageSize,
      clock: deps.clock,
      repository: () => ({
        base: facts().base,
        academyName: deps.academyName,
        adminEmail: deps.adminEmail,
      }),
    }),
  );
  return { router, describe: (req) => describePage(deps, facts(), req.path) };
};
