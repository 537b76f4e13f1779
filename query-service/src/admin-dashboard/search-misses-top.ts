import { type DashboardChartRange, type DashboardCharts } from '@academy/domain';
import { type SqlClient } from '@academy/platform';
import { SEARCH_MISS_DAYS_KEPT } from '../registry/search-misses.js';

const DAY_MS = 86_400_000;
/** A text is shown once it was searched on this many different days: one sitting never shows a name. */
export const SEARCH_MISS_MIN_DAYS = 2;

/**
 * The 10 texts most searched without a hit over the range's days (30 for `30d`; the 90 kept for
 * `12m` and `all`), among those searched on 2 days or more; ties in text order.
 */
export const topSearchMisses = async (
  db: SqlClient,
  range: DashboardChartRange,
  now: Date,
): Promise<DashboardCharts['searchMisses']> => {
  const days = range === '30d' ? 30 : SEARCH_MISS_DAYS_KEPT;
  const first = new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  const { rows } = await db.query<{ query: string; n: string }>(
    `select query, sum(count) as n from registry_search_misses
      where day >= $1::date group by query having count(*) >= $2
      order by n desc, query limit 10`,
    [first, SEARCH_MISS_MIN_DAYS],
  );
  return { days, top: rows.map((r) => ({ query: r.query, count: Number(r.n) })) };
};
