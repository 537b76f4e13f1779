import { AsyncLocalStorage } from 'node:async_hooks';
import { Counter } from 'prom-client';
import { metricsRegistry } from './metrics.js';

/** SQL statements sent while answering requests, by route: with the request count, statements per request. */
export const sqlStatementsTotal = new Counter({
  name: 'academy_sql_statements_total',
  help: 'SQL statements sent while answering HTTP requests, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  registers: [metricsRegistry],
});

const tally = new AsyncLocalStorage<{ statements: number }>();

export interface StatementTally {
  statements: number;
}

/** Runs `fn` (the rest of a request's chain) counting in `scope` the statements it sends. */
export const tallyStatements = <T>(scope: StatementTally, fn: () => T): T => tally.run(scope, fn);

/** The SQL clients call this for every statement they send. */
export const statementSent = (): void => {
  const scope = tally.getStore();
  if (scope) scope.statements++;
};
