import { randomBytes } from 'node:crypto';
import { sha256Hex, type Migration, type SqlExecutor } from '@academy/platform';

/** Email confirmation links: one use, 24 hours; only the token's SHA-256 is stored. Operational, not replayed. */
export const emailChangeMigrations: Migration[] = [
  {
    id: 'email-changes-1',
    sql: `
      create table email_changes (
        token_hash text primary key,
        user_id uuid not null,
        new_email text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index email_changes_user on email_changes (user_id);
      create index email_changes_expires on email_changes (expires_at);
    `,
  },
];

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

/** A new token for the user's new address; earlier unused ones stop working. */
export const createEmailChangeToken = async (
  db: SqlExecutor,
  userID: string,
  newEmail: string,
  now: Date,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.query('delete from email_changes where user_id = $1 and used_at is null', [userID]);
  await db.query(
    `insert into email_changes (token_hash, user_id, new_email, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [
      sha256Hex(token),
      userID,
      newEmail,
      now.toISOString(),
      new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
    ],
  );
  return token;
};

/** Uses the token, once: answers its user and new address, or undefined when unknown, used or expired. */
export const consumeEmailChangeToken = async (
  db: SqlExecutor,
  token: string,
  now: Date,
): Promise<{ userID: string; newEmail: string } | undefined> => {
  const { rows } = await db.query<{ user_id: string; new_email: string }>(
    `update email_changes set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning user_id, new_email`,
    [sha256Hex(token), now.toISOString()],
  );
  const row = rows[0];
  return row ? { userID: row.user_id, newEmail: row.new_email } : undefined;
};

/** Undoes `consumeEmailChangeToken` at `usedAt` (the command it was consumed for was not recorded): the link works again. */
export const restoreEmailChangeToken = async (
  db: SqlExecutor,
  token: string,
  usedAt: Date,
): Promise<void> => {
  await db.query('update email_changes set used_at = null where token_hash = $1 and used_at = $2', [
    sha256Hex(token),
    usedAt.toISOString(),
  ]);
};

export const purgeOldEmailChangeTokens = async (db: SqlExecutor, now: Date): Promise<number> =>
  (await db.query('delete from email_changes where expires_at <= $1', [now.toISOString()])).rowCount;
