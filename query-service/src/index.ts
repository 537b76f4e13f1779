export { queryRoutes } from './query-router.js';
export { queryApp, type QueryAppDeps } from './query-app.js';
export { type QueryDeps } from './deps.js';
export { siteRoutes, robotsTxt, type Site, type SiteDeps } from './site/site-routes.js';
export { renderHead, type PageHead } from './site/html-head.js';
export { pageRoutes, matchPage } from './site/page-routes.js';
export { AnswerCache, type CachedAnswer } from './cache/answer-cache.js';
export { InFlight } from './cache/in-flight.js';
export { ReadCache } from './cache/read-cache.js';
export { readYourWrites } from './freshness/read-your-writes.js';
export { dashboardCharts } from './admin-dashboard/chart-queries.js';
export { querySideMaintenance } from './maintenance.js';
export { SearchMisses, type SearchMissOptions } from './registry/search-misses.js';
// The reads the Journal's, the Registry's and the profile's routes run, for the open-loop bench's floor.
export { knownExpertiseTags } from './expertise-tags/queries.js';
export { organizationNames } from './organizations/queries.js';
export { correctedQuery, listPublications } from './publications/queries.js';
export { journalSearchQuery } from './publications/search-query.js';
export { findProfileState } from './profiles/queries.js';
