import { forgetQueuedMail } from '@academy/platform';
import { type CommandDeps } from '../../pipeline/deps.js';

/**
 * What an erasure removes besides the key and the sessions: the member's rows in the operational
 * tables (pending and used email changes with their addresses, undo links, reset links), the
 * Idempotency-Key answers kept for them (their own, and any answer naming one of their
 * addresses, such as a confirmation's), their rows in the mail queue (queued and sent: kinds and
 * dates, and any address), and the outbox's mail to any of their addresses.
 */
export const forgetMemberRows = async (
  deps: Pick<CommandDeps, 'db' | 'mailer'>,
  userID: string,
  emails: readonly string[],
): Promise<void> => {
  const { rows } = await deps.db.query<{ address: string }>(
    `select new_email as address from email_changes where user_id = $1
     union select old_email from email_change_undos where user_id = $1`,
    [userID],
  );
  const addresses = [...new Set([...emails, ...rows.map((r) => r.address)].map((a) => a.toLowerCase()))];
  await deps.db.query('delete from email_changes where user_id = $1', [userID]);
  await deps.db.query('delete from email_change_undos where user_id = $1', [userID]);
  await deps.db.query('delete from password_resets where user_id = $1', [userID]);
  await deps.db.query(
    `delete from idempotency_keys
      where scope like '% ' || $1 or exists (
        select 1 from unnest($2::text[]) a where strpos(lower(coalesce(body::text, '')), a) > 0)`,
    [userID, addresses],
  );
  await forgetQueuedMail(deps.db, userID, addresses);
  await deps.mailer.forget?.(addresses);
};
