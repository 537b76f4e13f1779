import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError } from '@academy/domain';
import { readCookies, sendError, SESSION_COOKIE, type Config } from '@academy/platform';
import { renderHead, type PageHead } from '@academy/query-service';
import express from 'express';
import { precompressedAssets } from './precompressed-assets.js';
import { type BuiltPage, type PageCache } from './page-cache.js';
import { noServerRender, type PageRenderer, withServerRender } from './server-render.js';
import { SharedStyleSheets } from './shared-style-sheet.js';

export const frontendDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../frontend/dist',
);

/** What the page shows that is configured at run time, not at build time. */
export const runtimeSettings = (config: Config) => ({
  academyName: config.ACADEMY_NAME,
  aboutUrl: config.ABOUT_URL,
  privacyUrl: config.PRIVACY_URL,
  contactUrl: config.CONTACT_URL,
  encyclopediaUrl: config.ENCYCLOPEDIA_URL,
  wikiTestHost: config.WIKI_TEST_HOST,
  wikiProdHost: config.WIKI_PROD_HOST,
});

/** The runtime settings as a script the page loads before the app. */
export const settingsPath = '/academy-settings.js';

const escapeForScript = (json: string): string => json.replace(/</g, '\\u003c');

/**
 * What the assets' static server refuses (a folder, an encoded `..`, a NUL, a bad escape, a file
 * that is not there) is the client's mistake: 404, or 400 for an address that does not decode,
 * never a 500 with a stack in the log. Any other error passes on.
 */
const assetRefusal: express.ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
  sendError(
    res,
    status === 400
      ? new DomainError('validation-failed', 'The address is not a valid asset path', [
          { path: '(path)', message: 'The address is not a valid asset path' },
        ])
      : new DomainError('not-found', 'Page Not Found'),
  );
};

/** The status and head of the page a request asks for (the query side's `Site.describe`). */
export type DescribePage = (req: express.Request) => Promise<PageHead>;

/** The text index.html is made from (the build) and what the page shows from configuration. */
export const pageFormatOf = (html: string, config: Config): string =>
  `${html}\n${JSON.stringify(runtimeSettings(config))}`;

export interface StaticFrontendOptions {
  dist?: string;
  describe?: DescribePage;
  renderer?: PageRenderer;
  /** Visitors' pages by address and read-model positions (page-cache.ts); none: rendered each time. */
  pageCache?: (format: string) => PageCache;
}

/**
 * Serves the built frontend; every page gets index.html with the settings injected and its own
 * head and status (404 for an address no route opens, or a missing publication or profile), and a
 * visitor's page its content rendered on the server (`renderer`), kept in `pageCache`.
 */
export const staticFrontend = (config: Config, options: StaticFrontendOptions = {}): express.Router => {
  const dist = options.dist ?? frontendDist;
  const describe: DescribePage = options.describe ?? (async () => ({ status: 200, tags: [] }));
  const renderer = options.renderer ?? noServerRender;
  const router = express.Router();
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    router.get(/^(?!\/rest\/).*/, (_req, res) => {
      res.status(503).type('text/plain').send('The frontend is not built: run `npm run build`.');
    });
    return router;
  }
  // A script file, not an inline one: the Content-Security-Policy is `script-src 'self'`.
  const settingsScript = `window.__ACADEMY__ = ${escapeForScript(JSON.stringify(runtimeSettings(config)))};\n`;
  const settings = `<script src="${settingsPath}"></script>`;
  const html = readFileSync(indexFile, 'utf8').replace('</head>', `${settings}</head>`);
  const siteName = `Academy of ${config.ACADEMY_NAME}`;
  const assets = path.join(dist, 'assets');
  const sheets = new SharedStyleSheets();
  router.get(
    /^\/assets\/shared-/,
    sheets.route(() => renderer.sharedStyleSheet()),
  );
  router.use(
    '/assets',
    ...(existsSync(assets) ? [precompressedAssets(assets)] : []),
    express.static(assets, { immutable: true, maxAge: '1y', fallthrough: false }),
    assetRefusal,
  );
  router.get(settingsPath, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(settingsScript);
  });
  router.use(precompressedAssets(dist), express.static(dist, { index: false }));
  const build = async (req: express.Request): Promise<BuiltPage> => {
    const head = await describe(req);
    // A visitor's page comes rendered (its content before any script runs); a status page does not.
    const page = head.status === 200 ? await renderer.render(req) : null;
    const titled = head.title === undefined && page?.title ? { ...head, title: page.title } : head;
    const served = page ? withServerRender(html, page, sheets.hrefOf(page.sharedStyles)) : html;
    return { status: head.status, html: renderHead(served, titled, siteName), cacheable: page !== null };
  };
  const pages = options.pageCache?.(pageFormatOf(html, config));
  router.get(/^(?!\/rest\/).*/, (req, res, next) => {
    void (async () => {
      if (pages && !readCookies(req).has(SESSION_COOKIE)) return pages.serve(req, res, () => build(req));
      const page = await build(req);
      res.status(page.status).set('Cache-Control', 'no-cache').type('html').send(page.html);
    })().catch(next);
  });
  return router;
};
