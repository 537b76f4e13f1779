import { Counter } from 'prom-client';
import { metricsRegistry } from './metrics.js';

/** How a cacheable query was answered. */
export type ReadCacheOutcome = 'hit' | 'miss' | 'not-modified' | 'fresh';

/** Queries answered from the query service's cache, by 304, or read (a miss, or fresh for X-Min-Position). */
export const readCacheTotal = new Counter({
  name: 'academy_read_cache_total',
  help: 'Cacheable queries by route and outcome: hit, not-modified (304), miss, fresh (X-Min-Position)',
  labelNames: ['route', 'outcome'] as const,
  registers: [metricsRegistry],
});
