import { type AdminDashboard } from '@academy/domain';
import { unreadablePaymentEvents } from './unreadable-payment-events.js';
import { latestEvents, RouteTable } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { namedLatestEvents } from './latest-events.js';

const rowsOf = async <T>(deps: QueryDeps, sql: string, params: unknown[] = []): Promise<T[]> =>
  (await deps.db.query<T & Record<string, unknown>>(sql, params)).rows;

/**
 * `GET /rest/admin/dashboard` (admins): members by tier and status, sign-ups and revenue per day
 * over the last 30 days, pending shipments, removed publications, the latest 20 events across the
 * store (named: subject and actor; with a link to their subject's audit) and the latest audits read (`AuditViewed`).
 */
export const adminDashboardRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/admin/dashboard', { admin: true }, async (_req, res) => {
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const members = await rowsOf<{ tier: string | null; status: string; n: string }>(
      deps,
      `select membership_tier as tier, case when status = 'banned' then 'banned' else coalesce(membership_status, 'none') end as status,
              count(*) as n from admin_users group by 1, 2 order by 1 nulls last, 2`,
    );
    const signups = await rowsOf<{ day: string; n: string }>(
      deps,
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
         from admin_users where created_at >= $1 group by 1 order by 1`,
      [since],
    );
    const revenue = await rowsOf<{ day: string; currency: string | null; amount: string }>(
      deps,
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency,
              sum(amount - refunded) as amount
         from orders where created_at >= $1 and status = 'paid' group by 1, 2 order by 1`,
      [since],
    );
    const [pending] = await rowsOf<{ n: string }>(
      deps,
      `select count(*) as n from admin_shipments where status = 'requested'`,
    );
    const [removed] = await rowsOf<{ n: string }>(
      deps,
      `select count(*) as n from journal_publications where coalesce(trim(removal_note), '') <> ''`,
    );
    const events = await latestEvents(deps.store, 20);
    // Only the newest 10 of the audit log (it grows with every audit read).
    const auditVersion = await deps.store.streamVersion('audit-log');
    const audits = (await deps.store.readStream('audit-log', Math.max(1, auditVersion - 9))).reverse();
    const adminIDs = [...new Set(audits.map((e) => String((e.data as { adminID?: unknown }).adminID)))];
    const names = new Map(
      (
        await rowsOf<{ user_id: string; first_name: string; last_name: string }>(
          deps,
          `select user_id, first_name, last_name from admin_users where user_id::text = any($1)`,
          [adminIDs],
        )
      ).map((r) => [r.user_id, `${r.first_name} ${r.last_name}`.trim()]),
    );
    const answer: AdminDashboard = {
      members: members.map((m) => ({ tier: m.tier, status: m.status, count: Number(m.n) })),
      signups: signups.map((s) => ({ day: s.day, count: Number(s.n) })),
      revenue: revenue.map((r) => ({ day: r.day, currency: r.currency, amount: Number(r.amount) })),
      pendingShipments: Number(pending?.n ?? 0),
      removedPublications: Number(removed?.n ?? 0),
      latestEvents: await namedLatestEvents(deps, events),
      unreadablePaymentEvents: await unreadablePaymentEvents(deps),
      recentAudits: audits.map((e) => {
        const data = e.data as Omit<AdminDashboard['recentAudits'][number], 'time'>;
        return { time: e.metadata.timestamp, ...data, adminName: names.get(data.adminID) ?? null };
      }),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });
