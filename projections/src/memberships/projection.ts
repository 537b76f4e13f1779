import {
  evolveMembership,
  holdsUntil,
  initialMembershipState,
  isRunning,
  type MembershipEventType,
  type MembershipState,
} from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { type Projection } from '../runner/projection.js';

const membershipEventTypes: MembershipEventType[] = [
  'MembershipChosen',
  'MembershipActivated',
  'MembershipRenewed',
  'MembershipTierChanged',
  'MembershipCancellationScheduled',
  'MembershipCancellationWithdrawn',
  'MembershipPastDue',
  'MembershipExpired',
];

/**
 * Memberships folded per member with the domain's own `evolve`: status, tier and the instant the
 * tier is held until. The scheduler reads it to find memberships whose time ran out (and then
 * decides on the write side); idempotent by stream version.
 */
export const membershipsProjection: Projection<MembershipEventType | 'MemberErased'> = {
  name: 'memberships',
  codeVersion: 1,
  tables: ['memberships'],
  handles: [...membershipEventTypes, 'MemberErased'],
  async create(tx, table) {
    await tx.exec(`
      create table ${table('memberships')} (
        user_id uuid primary key,
        status text not null,
        tier text,
        period_end timestamptz,
        holds_until timestamptz,
        running boolean not null,
        state jsonb not null,
        version integer not null
      );
      create index on ${table('memberships')} (holds_until) where running;
    `);
  },
  async apply(tx, events, table) {
    const memberships = table('memberships');
    for (const event of events) {
      const { userID } = event.data;
      if (event.type === 'MemberErased') {
        // An erased member's membership no longer runs: the scheduler leaves them alone.
        await tx.query(`delete from ${memberships} where user_id = $1`, [userID]);
        continue;
      }
      const { rows } = await tx.query<{ state: MembershipState; version: number }>(
        `select state, version from ${memberships} where user_id = $1`,
        [userID],
      );
      const row = rows[0];
      if (row && row.version >= event.version) continue;
      const state = evolveMembership(row?.state ?? initialMembershipState(), event);
      await tx.query(
        `insert into ${memberships} (user_id, status, tier, period_end, holds_until, running, state, version)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (user_id) do update set status = excluded.status, tier = excluded.tier,
           period_end = excluded.period_end, holds_until = excluded.holds_until, running = excluded.running,
           state = excluded.state, version = excluded.version`,
        [
          userID,
          state.status,
          state.tier,
          state.periodEnd,
          isRunning(state) ? holdsUntil(state) : null,
          isRunning(state),
          JSON.stringify(state),
          event.version,
        ],
      );
    }
  },
};

/** Members whose running membership's time ran out at `now`: the scheduler's candidates. */
export const membershipsDueToExpire = async (db: SqlExecutor, now: Date, limit = 500): Promise<string[]> => {
  const { rows } = await db.query<{ user_id: string }>(
    `select user_id from memberships where running and holds_until is not null and holds_until <= $1
     order by holds_until limit $2`,
    [now.toISOString(), limit],
  );
  return rows.map((r) => r.user_id);
};

/** Memberships that renew automatically (a provider subscription, not cancelling) with a period ending in (from, to]. */
export const membershipsRenewingBetween = async (
  db: SqlExecutor,
  from: Date,
  to: Date,
  limit = 500,
): Promise<{ userID: string; tier: string; periodEnd: string }[]> => {
  const { rows } = await db.query<{ user_id: string; tier: string; period_end: Date | string }>(
    `select user_id, tier, period_end from memberships
      where status = 'active' and state->>'subscriptionId' is not null and tier is not null
        and period_end > $1 and period_end <= $2
      order by period_end limit $3`,
    [from.toISOString(), to.toISOString(), limit],
  );
  return rows.map((r) => ({
    userID: r.user_id,
    tier: r.tier,
    periodEnd: new Date(r.period_end).toISOString(),
  }));
};
