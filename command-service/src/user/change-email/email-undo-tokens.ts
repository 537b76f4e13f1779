import { type Migration, type SqlExecutor } from '@academy/platform';
import { addressLinks, addressLinkTableSql } from './address-links.js';

/**
 * Undo links mailed to the old address when an email change is confirmed: one use, 7 days; only
 * the token's SHA-256 is stored, with the address to restore. Operational, not replayed; a
 * member's rows go with their erasure.
 */
export const emailUndoMigrations: Migration[] = [
  { id: 'email-change-undos-1', sql: addressLinkTableSql('email_change_undos', 'old_email') },
];

export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;

const links = addressLinks('email_change_undos', 'old_email', EMAIL_UNDO_TTL_MS);

export const createUndoToken = (db: SqlExecutor, userID: string, oldEmail: string, now: Date) =>
  links.create(db, userID, oldEmail, now);

/** Uses the token, once: answers its user and the address to restore, or undefined. */
export const consumeUndoToken = async (
  db: SqlExecutor,
  token: string,
  now: Date,
): Promise<{ userID: string; oldEmail: string } | undefined> => {
  const used = await links.consume(db, token, now);
  return used && { userID: used.userID, oldEmail: used.address };
};

/** Undoes `consumeUndoToken` at `usedAt` (the restore was not recorded): the link works again. */
export const restoreUndoToken = links.restore;

export const purgeOldUndoTokens = links.purgeExpired;
