import { RESET_LINK_MINUTES } from '@academy/domain';
import { randomBytes } from 'node:crypto';
import { sha256Hex, type Migration, type SqlExecutor } from '@academy/platform';

/** Reset links: one use, 30 minutes; only the token's SHA-256 is stored. Operational, not replayed. */
export const passwordResetMigrations: Migration[] = [
  {
    id: 'password-resets-1',
    sql: `
      create table password_resets (
        token_hash text primary key,
        user_id uuid not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index password_resets_user on password_resets (user_id);
      create index password_resets_expires on password_resets (expires_at);
    `,
  },
];

export const RESET_TTL_MS = RESET_LINK_MINUTES * 60_000;

/** While a link sent this recently is unused, a new request mails nothing (a flood cannot fill a mailbox). */
export const RESET_MAIL_EVERY_MS = 5 * 60_000;

/** Whether an unused, valid link went to the user less than `everyMs` ago. */
export const resetLinkSentWithin = async (
  db: SqlExecutor,
  userID: string,
  now: Date,
  everyMs: number,
): Promise<boolean> => {
  const { rows } = await db.query(
    `select 1 from password_resets
      where user_id = $1 and used_at is null and expires_at > $2 and created_at > $3 limit 1`,
    [userID, now.toISOString(), new Date(now.getTime() - everyMs).toISOString()],
  );
  return rows.length > 0;
};

/** A new token for the user; earlier unused ones stop working. */
export const createResetToken = async (db: SqlExecutor, userID: string, now: Date): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.query('delete from password_resets where user_id = $1 and used_at is null', [userID]);
  await db.query(
    'insert into password_resets (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [sha256Hex(token), userID, now.toISOString(), new Date(now.getTime() + RESET_TTL_MS).toISOString()],
  );
  return token;
};

/** Uses the token, once: answers its user, or undefined when unknown, used or expired. */
export const consumeResetToken = async (
  db: SqlExecutor,
  token: string,
  now: Date,
): Promise<string | undefined> => {
  const { rows } = await db.query<{ user_id: string }>(
    `update password_resets set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning user_id`,
    [sha256Hex(token), now.toISOString()],
  );
  return rows[0]?.user_id;
};

export const purgeOldResetTokens = async (db: SqlExecutor, now: Date): Promise<number> =>
  (
    await db.query('delete from password_resets where expires_at <= $1', [
      new Date(now.getTime() - RESET_TTL_MS).toISOString(),
    ])
  ).rowCount;
