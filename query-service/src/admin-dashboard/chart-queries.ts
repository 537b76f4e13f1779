import { type DashboardChartBucket, type DashboardChartRange, type DashboardCharts } from '@academy/domain';
import { type SqlClient } from '@academy/platform';
import { chartBuckets, type ChartBuckets } from './chart-buckets.js';
import { membersByTier } from './members-by-tier.js';

const rowsOf = async <T>(db: SqlClient, sql: string, params: unknown[]): Promise<T[]> =>
  (await db.query<T & Record<string, unknown>>(sql, params)).rows;

type Counted = { k: string; n: string };

/** Sign-ups, churn and submissions per bucket: one `(k, n)` row per bucket that has any. */
const counts = async (db: SqlClient, b: ChartBuckets, now: Date) => {
  const at = (column: string) => `to_char(${column} at time zone 'UTC', '${b.format}')`;
  const params = [b.start.toISOString()];
  const [signups, churn, submissions] = await Promise.all([
    rowsOf<Counted>(
      db,
      `select ${at('created_at')} as k, count(*) as n from admin_users where created_at >= $1 group by 1`,
      params,
    ),
    // A membership that ended: expired, or cancelled and past its period's end.
    rowsOf<Counted>(
      db,
      `select ${at('period_end')} as k, count(*) as n from memberships
        where status in ('expired', 'cancelling') and period_end >= $1 and period_end <= $2 group by 1`,
      [...params, now.toISOString()],
    ),
    rowsOf<Counted>(
      db,
      `select ${at('to_timestamp(publish_date)')} as k, count(*) as n from journal_publications
        where publish_date >= extract(epoch from $1::timestamptz) group by 1`,
      params,
    ),
  ]);
  const map = (rows: Counted[]) => new Map(rows.map((r) => [r.k, Number(r.n)]));
  return { signups: map(signups), churn: map(churn), submissions: map(submissions) };
};

/** Paid minus refunded per bucket and currency, by the instant it was paid. */
const revenue = (db: SqlClient, b: ChartBuckets) =>
  rowsOf<{ k: string; currency: string | null; amount: string }>(
    db,
    `select to_char(coalesce(paid_at, created_at) at time zone 'UTC', '${b.format}') as k,
            lower(coalesce(currency, '')) as currency, sum(amount - refunded) as amount
       from orders where status = 'paid' and coalesce(paid_at, created_at) >= $1 group by 1, 2`,
    [b.start.toISOString()],
  );

const earliestOnRecord = async (db: SqlClient): Promise<Date | null> => {
  const [row] = await rowsOf<{ at: Date | string | null }>(
    db,
    `select min(created_at) as at from admin_users`,
    [],
  );
  return row?.at ? new Date(row.at) : null;
};

/** The dashboard's charts for a range: every bucket, zeros where nothing happened. */
export const dashboardCharts = async (
  db: SqlClient,
  range: DashboardChartRange,
  now: Date,
): Promise<Omit<DashboardCharts, 'searchMisses'>> => {
  const b = chartBuckets(range, now, range === 'all' ? await earliestOnRecord(db) : null);
  const [counted, paid, members] = await Promise.all([
    counts(db, b, now),
    revenue(db, b),
    membersByTier(db, b),
  ]);
  const currencies = [...new Set(paid.map((r) => r.currency ?? ''))].sort();
  const tiers = [...new Set(members.map((r) => r.tier))].sort();
  const buckets = new Map<string, DashboardChartBucket>(
    b.keys.map((k) => [
      k,
      {
        bucket: k,
        signups: counted.signups.get(k) ?? 0,
        revenue: Object.fromEntries(currencies.map((c) => [c, 0])),
        membersByTier: Object.fromEntries(tiers.map((t) => [t, 0])),
        churn: counted.churn.get(k) ?? 0,
        submissions: counted.submissions.get(k) ?? 0,
      },
    ]),
  );
  for (const r of paid) {
    const bucket = buckets.get(r.k);
    if (bucket) bucket.revenue[r.currency ?? ''] = Number(r.amount);
  }
  for (const r of members) {
    const bucket = buckets.get(r.k);
    if (bucket) bucket.membersByTier[r.tier] = Number(r.n);
  }
  return { range, unit: b.unit, currencies, tiers, buckets: [...buckets.values()] };
};
