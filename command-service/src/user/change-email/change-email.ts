import { DomainError, normalizeEmail, userStreamId } from '@academy/domain';
import { sha256Hex } from '@academy/platform';
import type express from 'express';
import { checkEmailFree, readEmailClaim } from '../../email-claim/claim-email.js';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';
import { confirmPassword } from '../confirm-password.js';
import {
  consumeEmailChangeToken,
  createEmailChangeToken,
  restoreEmailChangeToken,
} from './email-change-tokens.js';
import { createUndoToken } from './email-undo-tokens.js';
import { eventIdOf, queueAccountMail } from '../account-mails.js';
import { moveEmail } from './move-email.js';

export const CONFIRM_EMAIL_PAGE = '/settings/confirm-email';

const sameAddress = () =>
  new DomainError('validation-failed', 'Invalid fields: email', [
    { path: 'email', message: 'This is already your email' },
  ]);

/**
 * A signed-in member asks to move to a new address, with their current password (400 naming
 * `password` when wrong, limited like sign-in): 409 when another account owns the address;
 * otherwise a one-use link is queued to the NEW address (keyed by the token's hash). Nothing is
 * appended until it is opened.
 */
export const requestEmailChange = async (
  deps: CommandDeps,
  req: express.Request,
  userID: string,
  input: { email: string; password: string },
): Promise<void> => {
  const { state } = await deps.access.user(userID);
  if (state.status === 'none') throw new DomainError('not-found', 'No such user');
  await confirmPassword(deps, req, {
    userID,
    hash: state.passwordHash,
    password: input.password,
    field: 'password',
    message: 'The password is incorrect',
    passwordless: 'refused',
  });
  if (normalizeEmail(state.email) === normalizeEmail(input.email)) throw sameAddress();
  const now = deps.clock();
  checkEmailFree(await readEmailClaim(deps.store, input.email, userID, now), userID, now);
  const token = await createEmailChangeToken(deps.db, userID, input.email, now);
  const link = `${deps.config.site.base()}${CONFIRM_EMAIL_PAGE}?token=${token}`;
  await queueAccountMail(deps, 'confirm-email', async () => ({
    userID,
    to: input.email,
    cause: sha256Hex(token),
    data: { confirmUrl: link },
  }));
};

/**
 * A valid link moves the account to the new address (`moveEmail`: 409 if another account took it
 * meanwhile), then queues to the OLD address a notice (keyed by the `EmailChanged` event) with a
 * link that undoes the change for 7 days. The link is used up first (two confirmations cannot
 * both run) and made usable again when the append fails.
 */
export const confirmEmailChange = async (
  deps: CommandDeps,
  req: express.Request,
  meta: CommandMeta,
  token: string,
): Promise<{ position: number; userID: string; email: string; written: StreamWrite }> => {
  const usedAt = deps.clock();
  const found = await consumeEmailChangeToken(deps.db, token, usedAt);
  if (!found) {
    throw new DomainError(
      'invalid-token',
      'This email confirmation link is invalid, used or expired; ask for a new one',
    );
  }
  const { userID, newEmail } = found;
  const user = await deps.access.user(userID);
  if (user.state.status === 'none') throw new DomainError('not-found', 'No such user');
  const folded = { ...user, state: user.state };
  const oldEmail = user.state.email;
  try {
    const { position, written } = await moveEmail(deps, meta, folded, newEmail);
    const undo = await createUndoToken(deps.db, userID, oldEmail, meta.now);
    const link = `${deps.config.site.base()}${CONFIRM_EMAIL_PAGE}?undo=${undo}`;
    await queueAccountMail(deps, 'email-changed', async () => ({
      userID,
      to: oldEmail,
      cause: await eventIdOf(deps, userStreamId(userID), user.version + 1, 'EmailChanged'),
      data: { newEmail, undoUrl: link },
    }));
    return { position, userID, email: newEmail, written };
  } catch (error) {
    // The token was a reservation: the change not recorded, the link works again.
    await restoreEmailChangeToken(deps.db, token, usedAt).catch(() => undefined);
    throw error;
  }
};
