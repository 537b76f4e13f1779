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
