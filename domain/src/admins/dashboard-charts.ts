import { z } from 'zod';

export const dashboardChartRanges = ['30d', '12m', 'all'] as const;
export type DashboardChartRange = (typeof dashboardChartRanges)[number];

/** `GET /rest/admin/dashboard/charts?range=30d|12m|all` (30 days by default). */
export const dashboardChartsQuerySchema = z
  .object({ range: z.enum(dashboardChartRanges).default('30d') })
  .strict();

/** One bucket of the dashboard's charts: a day (30d) or a month (12m, all), `YYYY-MM-DD` or `YYYY-MM`. */
export interface DashboardChartBucket {
  bucket: string;
  signups: number;
  /** Paid minus refunded, in cents, per currency (lower case; `''` when none was recorded). */
  revenue: Record<string, number>;
  /** Members holding each tier at the bucket's end. */
  membersByTier: Record<string, number>;
  /** Memberships that ended (expired) in the bucket. */
  churn: number;
  /** Publications first submitted in the bucket. */
  submissions: number;
}

/** A Registry search text (normalised: lower case, spaces collapsed) that found nobody, and how often. */
export interface DashboardSearchMiss {
  query: string;
  /** Searches that found nobody over the days shown. */
  count: number;
}

/**
 * The Registry searches that found nobody over the last `days` (30 for `30d`; 90, all that is
 * kept, for `12m` and `all`): the 10 most searched texts among those searched on 2 days or more.
 */
export interface DashboardSearchMisses {
  days: number;
  top: DashboardSearchMiss[];
}

/** The answer: every bucket of the range, oldest first; a bucket without data has zeros. */
export interface DashboardCharts {
  range: DashboardChartRange;
  unit: 'day' | 'month';
  currencies: string[];
  tiers: string[];
  buckets: DashboardChartBucket[];
  searchMisses: DashboardSearchMisses;
}
