export * from './query-router.js';
export * from './deps.js';
export * from './freshness/read-your-writes.js';
export { searchRegistry } from './registry/queries.js';
