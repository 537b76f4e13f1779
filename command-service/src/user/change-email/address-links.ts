import { randomBytes } from 'node:crypto';
import { sha256Hex, type SqlExecutor } from '@academy/platform';

/** The migration of a table of one-use links that carry an address (only the token's SHA-256 is stored). */
export const addressLinkTableSql = (table: string, column: string): string => `
  create table ${table} (
    token_hash text primary key,
    user_id uuid not null,
    ${column} text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  );
  create index ${table}_user on ${table} (user_id);
  create index ${table}_expires on ${table} (expires_at);
`;

/**
 * One-use links, each with the address it is about (`email_changes`: the new address to confirm;
 * `email_change_undos`: the old address to restore), valid `ttlMs`. Operational, not replayed.
 */
export const addressLinks = (
  table: 'email_changes' | 'email_change_undos',
  column: string,
  ttlMs: number,
) => ({
  /** A new link; with `replaceUnused`, the user's earlier unused ones stop working. */
  async create(
    db: SqlExecutor,
    userID: string,
    address: string,
    now: Date,
    replaceUnused = false,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    if (replaceUnused)
      await db.query(`delete from ${table} where user_id = $1 and used_at is null`, [userID]);
    await db.query(
      `insert into ${table} (token_hash, user_id, ${column}, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
      [sha256Hex(token), userID, address, now.toISOString(), new Date(now.getTime() + ttlMs).toISOString()],
    );
    return token;
  },

  /** Uses the link, once: its user and address, or undefined when unknown, used or expired. */
  async consume(
    db: SqlExecutor,
    token: string,
    now: Date,
  ): Promise<{ userID: string; address: string } | undefined> {
    const { rows } = await db.query<{ user_id: string; address: string }>(
      `update ${table} set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2
       returning user_id, ${column} as address`,
      [sha256Hex(token), now.toISOString()],
    );
    const row = rows[0];
    return row ? { userID: row.user_id, address: row.address } : undefined;
  },

  /** Undoes `consume` at `usedAt` (the command it was used for was not recorded): the link works again. */
  async restore(db: SqlExecutor, token: string, usedAt: Date): Promise<void> {
    await db.query(`update ${table} set used_at = null where token_hash = $1 and used_at = $2`, [
      sha256Hex(token),
      usedAt.toISOString(),
    ]);
  },

  async purgeExpired(db: SqlExecutor, now: Date): Promise<number> {
    return (await db.query(`delete from ${table} where expires_at <= $1`, [now.toISOString()])).rowCount;
  },
});
