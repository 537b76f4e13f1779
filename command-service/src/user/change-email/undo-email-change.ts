import { DomainError } from '@academy/domain';
import { endUserSessions } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';
import { consumeUndoToken, restoreUndoToken } from './email-undo-tokens.js';
import { moveEmail } from './move-email.js';

/**
 * The link mailed to the old address (its own proof: it reached that mailbox) gives the account
 * that address back (`moveEmail`; 409 `email-taken` if another account took it meanwhile, the
 * link then working again), ends every session of the member, and cancels the email changes and
 * reset links still pending, so whoever moved the account keeps nothing. The member then chooses
 * a new password through a reset, which now reaches them.
 */
export const undoEmailChange = async (
  deps: CommandDeps,
  meta: CommandMeta,
  token: string,
): Promise<{ position: number; userID: string; email: string; written: StreamWrite }> => {
  const usedAt = deps.clock();
  const found = await consumeUndoToken(deps.db, token, usedAt);
  if (!found) throw new DomainError('invalid-token', 'This undo link is invalid, used or expired');
  const { userID, oldEmail } = found;
  const user = await deps.access.user(userID);
  if (user.state.status === 'none') throw new DomainError('not-found', 'No such user');
  try {
    const { position, written } = await moveEmail(deps, meta, { ...user, state: user.state }, oldEmail);
    await endUserSessions(deps.db, userID);
    await deps.db.query('delete from email_changes where user_id = $1 and used_at is null', [userID]);
    await deps.db.query('delete from password_resets where user_id = $1 and used_at is null', [userID]);
    return { position, userID, email: oldEmail, written };
  } catch (error) {
    await restoreUndoToken(deps.db, token, usedAt).catch(() => undefined);
    throw error;
  }
};
