import { profileFor, versionOf, latestVersion, type Publication } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { memberNamesOf } from '../journal/member-names.js';
import { findPublication } from '../journal/queries.js';
import { findProfileState } from '../profiles/queries.js';
import { linkTag, metaTag, type PageHead } from './html-head.js';
import { matchPage, type PageMatch } from './page-routes.js';
import { publicationHead, removedPublicationHead, type SiteFacts } from './publication-head.js';

const NUMBER = /^[1-9]\d{0,8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's 404 page title. */
export const NOT_FOUND_TITLE = 'Page Not Found';

const notFound = (site: SiteFacts): PageHead => ({
  status: 404,
  title: `${NOT_FOUND_TITLE} | ${site.siteName}`,
  tags: [metaTag('robots', 'noindex')],
});

const isRemoved = (publication: Publication): boolean =>
  publication.removal !== null && publication.removal.note.trim() !== '';

const publicationPage = async (db: SqlExecutor, site: SiteFacts, match: PageMatch): Promise<PageHead> => {
  const { pubNum, version: versionParam, from, to } = match.params;
  if (!NUMBER.test(pubNum ?? '')) return notFound(site);
  const publication = await findPublication(db, Number(pubNum));
  if (!publication) return notFound(site);
  const wanted = [versionParam, from, to].filter((v) => v !== undefined);
  if (wanted.some((v) => !NUMBER.test(v) || !versionOf(publication, Number(v)))) return notFound(site);
  if (isRemoved(publication)) return removedPublicationHead(site);
  if (match.route === '/journal/publications/:pubNum/diff/:from/:to')
    return { status: 200, tags: [metaTag('robots', 'noindex')] };
  const version =
    versionParam === undefined ? latestVersion(publication) : versionOf(publication, Number(versionParam))!;
  const names = await memberNamesOf(db, version.authors);
  return publicationHead(site, publication, version, names, versionParam !== undefined);
};

/** A profile page: 404 unless a visitor may see the profile; its title and cards carry the names only. */
const profilePage = async (db: SqlExecutor, site: SiteFacts, userID: string): Promise<PageHead> => {
  if (!UUID.test(userID)) return notFound(site);
  const state = await findProfileState(db, userID);
  const view = state ? profileFor(state, { kind: 'visitor' }) : null;
  if (!view) return notFound(site);
  const name = `${view.firstName} ${view.lastName}`.trim();
  const url = `${site.base}/profile/${view.userID}`;
  return {
    status: 200,
    title: `${name} | ${site.siteName}`,
    tags: [
      linkTag('canonical', url),
      metaTag('og:type', 'profile'),
      metaTag('og:site_name', site.siteName),
      metaTag('og:title', name),
      metaTag('og:url', url),
      metaTag('twitter:card', 'summary'),
      metaTag('twitter:title', name),
    ],
  };
};

/** Pages worth a search engine's index: the public ones anyone sees the same. */
const INDEXED = new Set([
  '/',
  '/terms',
  '/code-of-ethics',
  '/how-to-publish',
  '/journal',
  '/registry',
  '/sign-up',
]);

/**
 * What the server knows of a page before the app runs: 404 for an address no route opens and for a
 * publication, version or profile that does not exist; the head of publication and profile pages.
 */
export const describePage = async (db: SqlExecutor, site: SiteFacts, pathname: string): Promise<PageHead> => {
  const match = matchPage(pathname);
  if (!match) return notFound(site);
  const feed = linkTag('alternate', `${site.base}/journal/feed.xml`, {
    type: 'application/atom+xml',
    title: `${site.siteName}: Journal`,
  });
  let head: PageHead;
  if (match.route.startsWith('/journal/publications/')) head = await publicationPage(db, site, match);
  else if (match.route.startsWith('/profile/')) head = await profilePage(db, site, match.params.userID!);
  else if (INDEXED.has(match.route))
    head = { status: 200, tags: [linkTag('canonical', `${site.base}${match.route}`)] };
  else head = { status: 200, tags: [] };
  return { ...head, tags: [...head.tags, feed] };
};
