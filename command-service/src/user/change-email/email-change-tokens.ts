import { type Migration, type SqlExecutor } from '@academy/platform';
import { addressLinks, addressLinkTableSql } from './address-links.js';

/** Email confirmation links: one use, 24 hours; only the token's SHA-256 is stored. Operational, not replayed. */
export const emailChangeMigrations: Migration[] = [
  { id: 'email-changes-1', sql: addressLinkTableSql('email_changes', 'new_email') },
];

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

const links = addressLinks('email_changes', 'new_email', EMAIL_CHANGE_TTL_MS);

/** A new token for the user's new address; earlier unused ones stop working. */
export const createEmailChangeToken = (db: SqlExecutor, userID: string, newEmail: string, now: Date) =>
  links.create(db, userID, newEmail, now, true);

/** Uses the token, once: answers its user and new address, or undefined when unknown, used or expired. */
export const consumeEmailChangeToken = async (
  db: SqlExecutor,
  token: string,
  now: Date,
): Promise<{ userID: string; newEmail: string } | undefined> => {
  const used = await links.consume(db, token, now);
  return used && { userID: used.userID, newEmail: used.address };
};

/** Undoes `consumeEmailChangeToken` at `usedAt` (the command it was consumed for was not recorded): the link works again. */
export const restoreEmailChangeToken = links.restore;

export const purgeOldEmailChangeTokens = links.purgeExpired;
