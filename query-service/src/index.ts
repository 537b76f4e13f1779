export { queryRoutes } from './query-router.js';
export { queryApp, type QueryAppDeps } from './query-app.js';
export { type QueryDeps } from './deps.js';
export { siteRoutes, robotsTxt, type Site, type SiteDeps } from './site/site-routes.js';
export { renderHead, type PageHead } from './site/html-head.js';
export { pageRoutes, matchPage } from './site/page-routes.js';
