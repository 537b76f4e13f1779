import { restApp, type Config } from '@academy/platform';
import type express from 'express';
import { type QueryDeps } from './deps.js';
import { queryRoutes } from './query-router.js';

/** What the request pipeline needs besides the query side's own deps. */
export interface QueryAppDeps extends QueryDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>;
}

/**
 * The query side alone, through the one request pipeline (`restApp`, as `commandApp` is for the
 * commands, and as the composition root mounts both): what a query spec runs against.
 */
export const queryApp = (deps: QueryAppDeps): express.Express =>
  restApp({
    config: deps.config,
    db: deps.db,
    clock: deps.clock ?? (() => new Date()),
    logger: deps.logger,
    sides: [queryRoutes(deps)],
  });
