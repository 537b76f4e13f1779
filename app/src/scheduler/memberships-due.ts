import { type SqlExecutor } from '@academy/platform';

/** Members whose running membership's time ran out at `now`: the scheduler's candidates, from the `memberships` read model. */
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
