import { DomainError, userDecider, userStreamId } from '@academy/domain';
import { endUserSessions } from '@academy/platform';
import type express from 'express';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand, type StreamWrite } from '../../pipeline/handle-command.js';
import {
  accountKey,
  attemptKeys,
  checkRateLimit,
  rateLimitsOf,
  recordFailure,
} from '../../pipeline/rate-limit.js';
import { clearAllAccountFailures } from '../../pipeline/sign-in-limits.js';
import { consumeResetToken } from '../reset-tokens.js';

/**
 * A valid token (unused, under 30 minutes old) sets the new password as an event, ends every
 * session of the user, and forgives the account's failed sign-ins. A bad token counts against
 * the address.
 */
export const confirmPasswordReset = async (
  deps: CommandDeps,
  req: express.Request,
  meta: CommandMeta,
  input: { token: string; password: string },
): Promise<{ position: number; userID: string; written: StreamWrite }> => {
  const keys = attemptKeys(req);
  await checkRateLimit(deps.db, 'password-reset-confirm', keys, rateLimitsOf(deps.config), deps.clock());
  const userID = await consumeResetToken(deps.db, input.token, deps.clock());
  if (!userID) {
    await recordFailure(deps.db, 'password-reset-confirm', keys, deps.clock());
    throw new DomainError('invalid-token', 'This reset link is invalid, used or expired; ask for a new one');
  }
  const passwordHash = await deps.passwords.hash(input.password);
  const { position, written } = await handleCommand(
    deps.store,
    userStreamId(userID),
    userDecider,
    { type: 'ChangePassword', passwordHash },
    meta,
    { from: await deps.access.user(userID) },
  );
  await endUserSessions(deps.db, userID);
  const { state } = await deps.access.user(userID);
  if (state.status !== 'none') await clearAllAccountFailures(deps.db, accountKey(state.email));
  return { position, userID, written };
};
