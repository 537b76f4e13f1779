// What the server did per route during a run: requests, SQL statements sent, and how its cached
// queries were answered. Read from the server process's own metrics, then reset for the next run.
import { httpRequestDuration, readCacheTotal, sqlStatementsTotal } from '@academy/platform';

export interface RouteFigures {
  /** `GET /rest/registry/search` */
  route: string;
  requests: number;
  statements: number;
  /** Cached queries by outcome: hit, not-modified, miss, fresh (none for other routes). */
  cache: Record<string, number>;
}

const labelOf = (labels: Partial<Record<string, string | number>>) => `${labels.method} ${labels.route}`;

/** The figures since the last call, by route (in the server process). */
export const takeRouteFigures = async (): Promise<RouteFigures[]> => {
  const byRoute = new Map<string, RouteFigures>();
  const at = (route: string) => {
    let found = byRoute.get(route);
    if (!found) byRoute.set(route, (found = { route, requests: 0, statements: 0, cache: {} }));
    return found;
  };
  for (const v of (await httpRequestDuration.get()).values)
    if (v.metricName?.endsWith('_count')) at(labelOf(v.labels)).requests += v.value;
  for (const v of (await sqlStatementsTotal.get()).values) at(labelOf(v.labels)).statements += v.value;
  for (const v of (await readCacheTotal.get()).values) {
    const figures = at(`GET ${v.labels.route}`);
    const outcome = String(v.labels.outcome);
    figures.cache[outcome] = (figures.cache[outcome] ?? 0) + v.value;
  }
  httpRequestDuration.reset();
  sqlStatementsTotal.reset();
  readCacheTotal.reset();
  return [...byRoute.values()].filter((r) => r.requests > 0).sort((a, b) => b.requests - a.requests);
};

const percent = (n: number, of: number) => `${((n / Math.max(1, of)) * 100).toFixed(0)}%`;

/** One line per route: requests, statements per request, the cache's outcomes. */
export const routeLines = (routes: readonly RouteFigures[]): string[] =>
  routes.map((r) => {
    const cached = Object.values(r.cache).reduce((a, b) => a + b, 0);
    const outcomes = Object.entries(r.cache)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([outcome, n]) => `${outcome} ${percent(n, cached)}`)
      .join(', ');
    return `${r.route}: ${r.requests.toLocaleString('en-US')} requests, ${(r.statements / Math.max(1, r.requests)).toFixed(2)} statements/request${cached ? `; cache: ${outcomes}` : ''}`;
  });
