import { randomBytes } from 'node:crypto';
import { sha256Hex, type Migration, type SqlExecutor } from '@academy/platform';

/**
 * Undo links mailed to the old address when an email change is confirmed: one use, 7 days; only
 * the token's SHA-256 is stored, with the address to restore. Operational, not replayed; a
 * member's rows go with their erasure.
 */
export const emailUndoMigrations: Migration[] = [
  {
    id: 'email-change-undos-1',
    sql: `
      create table email_change_undos (
        token_hash text primary key,
        user_id uuid not null,
        old_email text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index email_change_undos_user on email_change_undos (user_id);
      create index email_change_undos_expires on email_change_undos (expires_at);
    `,
  },
];

export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;

export const createUndoToken = async (
  db: SqlExecutor,
  userID: string,
  oldEmail: string,
  now: Date,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into email_change_undos (token_hash, user_id, old_email, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [
      sha256Hex(token),
      userID,
      oldEmail,
      now.toISOString(),
      new Date(now.getTime() + EMAIL_UNDO_TTL_MS).toISOString(),
    ],
  );
  return token;
};

/** Uses the token, once: answers its user and the address to restore, or undefined. */
export const consumeUndoToken = async (
  db: SqlExecutor,
  token: string,
  now: Date,
): Promise<{ userID: string; oldEmail: string } | undefined> => {
  const { rows } = await db.query<{ user_id: string; old_email: string }>(
    `update email_change_undos set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning user_id, old_email`,
    [sha256Hex(token), now.toISOString()],
  );
  const row = rows[0];
  return row ? { userID: row.user_id, oldEmail: row.old_email } : undefined;
};

/** Undoes `consumeUndoToken` at `usedAt` (the restore was not recorded): the link works again. */
export const restoreUndoToken = async (db: SqlExecutor, token: string, usedAt: Date): Promise<void> => {
  await db.query('update email_change_undos set used_at = null where token_hash = $1 and used_at = $2', [
    sha256Hex(token),
    usedAt.toISOString(),
  ]);
};

export const purgeOldUndoTokens = async (db: SqlExecutor, now: Date): Promise<number> =>
  (await db.query('delete from email_change_undos where expires_at <= $1', [now.toISOString()])).rowCount;
