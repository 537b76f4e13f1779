import { type SqlClient } from '@academy/platform';
import { type ChartBuckets } from './chart-buckets.js';

/**
 * Members by tier at each bucket's end, derived from the read models. A member whose membership
 * holds a tier (still running, or ended after that instant) counts from their first paid order (or
 * their sign-up when no order was paid), in the tier of their latest paid order by then.
 *
 * Each member's history is a few spans (a paid order until the next one, or until the membership
 * ended); each span adds 1 from the first bucket ending after it starts and takes it away from the
 * first bucket ending at or after it stops, so the query reads each row once: a join of every
 * member with every bucket took 21–34 s at 100,000 members and 30 days, this 0.6 s (see
 * docs/performance.md).
 */
export const membersByTier = async (db: SqlClient, b: ChartBuckets) => {
  const { rows } = await db.query<{ k: string; tier: string; n: string }>(
    `with spans as (
       -- From the base tables (not a CTE read twice), so the planner knows their sizes.
       select o.tier, greatest(coalesce(o.paid_at, o.created_at), u.created_at) as f,
              case when not m.running and m.period_end is not null then m.period_end end as ended,
              lead(coalesce(o.paid_at, o.created_at))
                over (partition by o.user_id order by coalesce(o.paid_at, o.created_at)) as next
         from orders o
         join memberships m on m.user_id = o.user_id
         join admin_users u on u.user_id = o.user_id
        where o.status = 'paid' and m.tier is not null and m.status not in ('none', 'pending-payment')
       union all
       select m.tier, u.created_at,
              case when not m.running and m.period_end is not null then m.period_end end, null
         from memberships m join admin_users u on u.user_id = m.user_id
        where m.tier is not null and m.status not in ('none', 'pending-payment')
          and not exists (select 1 from orders p where p.user_id = m.user_id and p.status = 'paid')
     ), indexed as (
       -- Counted at a bucket ending at e: f < e, e <= next (the next order counts from after e) and e < ended.
       select tier, width_bucket(f, $2::timestamptz[]) + 1 as first,
              least(coalesce(width_bucket(next, $2::timestamptz[]) + 1, $3),
                    coalesce(width_bucket(ended - interval '1 microsecond', $2::timestamptz[]) + 1, $3)) as stop
         from spans
     ), steps as (
       select tier, first as i, 1 as d from indexed where first < stop
       union all
       select tier, stop, -1 from indexed where first < stop and stop < $3
     ), per as (select tier, i, sum(d) as d from steps group by 1, 2)
     select e.k, t.tier, sum(coalesce(per.d, 0)) over (partition by t.tier order by e.i) as n
       from unnest($1::text[], $2::timestamptz[]) with ordinality as e(k, at, i)
      cross join (select distinct tier from per) t
       left join per on per.tier = t.tier and per.i = e.i`,
    [b.keys, b.ends.map((e) => e.toISOString()), b.keys.length + 1],
  );
  return rows.filter((r) => Number(r.n) > 0);
};
