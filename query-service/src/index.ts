export { queryRoutes } from './query-router.js';
export { type QueryDeps } from './deps.js';
