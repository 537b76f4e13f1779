import {
  documentTitleOf,
  latestVersion,
  profileFor,
  publicationStreamId,
  userStreamId,
  versionOf,
  type Publication,
  type TierCatalogue,
} from '@academy/domain';
import { type EventStore, type SqlExecutor } from '@academy/platform';
import { memberNamesOf } from '../publications/member-names.js';
import { findPublication } from '../publications/queries.js';
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

/** A page whose subject the write side has but the read model not yet (or a hidden profile): no head, no index. */
const notYetKnown: PageHead = { status: 200, tags: [metaTag('robots', 'noindex')] };

/** How many versions the write side holds of a publication (0: none); the read model may lag it. */
const versionsInStore = async (store: EventStore | undefined, pubNum: number): Promise<number> =>
  store
    ? (await store.readStream(publicationStreamId(pubNum))).filter(
        (e) => e.type === 'PublicationSubmitted' || e.type === 'PublicationRevised',
      ).length
    : 0;

const isRemoved = (publication: Publication): boolean =>
  publication.removal !== null && publication.removal.note.trim() !== '';

const publicationPage = async (deps: PageDeps, site: SiteFacts, match: PageMatch): Promise<PageHead> => {
  const { pubNum, version: versionParam, from, to } = match.params;
  if (!NUMBER.test(pubNum ?? '')) return notFound(site);
  const wanted = [versionParam, from, to].filter((v) => v !== undefined);
  if (wanted.some((v) => !NUMBER.test(v))) return notFound(site);
  const publication = await findPublication(deps.db, Number(pubNum));
  if (!publication || wanted.some((v) => !versionOf(publication, Number(v)))) {
    // Just submitted or revised: the write side knows it before the read model does.
    const known = await versionsInStore(deps.store, Number(pubNum));
    return known > 0 && wanted.every((v) => Number(v) <= known) ? notYetKnown : notFound(site);
  }
  if (isRemoved(publication)) return removedPublicationHead(site);
  if (match.route === '/journal/publications/:pubNum/diff/:from/:to')
    return { status: 200, tags: [metaTag('robots', 'noindex')] };
  const version =
    versionParam === undefined ? latestVersion(publication) : versionOf(publication, Number(versionParam))!;
  const names = await memberNamesOf(deps.db, version.authors);
  return publicationHead(site, publication, version, names, versionParam !== undefined);
};

/**
 * A profile page: 404 for no such member; a hidden one (left the Registry, banned) says nothing and
 * is not indexed (its owner and admins still open it); a listed one carries the public names only.
 */
const profilePage = async (deps: PageDeps, site: SiteFacts, userID: string): Promise<PageHead> => {
  if (!UUID.test(userID)) return notFound(site);
  const state = await findProfileState(deps.db, userID);
  if (!state || state.status === 'none') {
    const known = deps.store ? (await deps.store.streamVersion(userStreamId(userID))) > 0 : false;
    return known ? notYetKnown : notFound(site);
  }
  const view = profileFor(state, { kind: 'visitor' });
  if (!view) return notYetKnown;
  const name = `${view.firstName} ${view.lastName}`.trim();
  const url = `${site.base}/profile/${view.userID}`;
  return {
    status: 200,
    title: documentTitleOf(name, site.siteName),
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
export interface PageDeps {
  db: SqlExecutor;
  /** The write side, asked when the read model has no such publication or member yet. */
  store?: EventStore;
  /** The tiers one may sign up for: `/sign-up/{tier}` of any other is a 404. */
  tiers: TierCatalogue;
}

/** Routes the app has that are no page of the site: a search engine gets 404 (and noindex). */
const NOT_PAGES = new Set<string>(['/mock-error']);

export const describePage = async (deps: PageDeps, site: SiteFacts, pathname: string): Promise<PageHead> => {
  const match = matchPage(pathname);
  if (!match || NOT_PAGES.has(match.route)) return notFound(site);
  if (
    match.route === '/sign-up/:membershipTier' &&
    !deps.tiers.tiers.some((tier) => tier.id === match.params.membershipTier)
  )
    return notFound(site);
  const feed = linkTag('alternate', `${site.base}/journal/feed.xml`, {
    type: 'application/atom+xml',
    title: `${site.siteName}: Journal`,
  });
  let head: PageHead;
  if (match.route.startsWith('/journal/publications/')) head = await publicationPage(deps, site, match);
  else if (match.route.startsWith('/profile/')) head = await profilePage(deps, site, match.params.userID!);
  else if (INDEXED.has(match.route))
    head = { status: 200, tags: [linkTag('canonical', `${site.base}${match.route}`)] };
  else head = { status: 200, tags: [] };
  return { ...head, tags: [...head.tags, feed] };
};
