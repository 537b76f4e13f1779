import { DomainError, emailClaimDecider, normalizeEmail, userDecider, userStreamId } from '@academy/domain';
import type express from 'express';
import { asEmailTaken, checkEmailFree, claimOf, readEmailClaim } from '../../email-claim/claim-email.js';
import { emailStreamId } from '../../email-claim/email-stream.js';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { type StreamWrite } from '../../pipeline/handle-command.js';
import { handleCommands, onStream } from '../../pipeline/handle-commands.js';
import {
  consumeEmailChangeToken,
  createEmailChangeToken,
  restoreEmailChangeToken,
} from './email-change-tokens.js';

export const CONFIRM_EMAIL_PAGE = '/settings/confirm-email';

const mailText = (link: string) =>
  [
    'Someone asked to use this address for their Academy account.',
    '',
    'To confirm it, open this link within 24 hours (it works once):',
    link,
    '',
    'If it was not you, ignore this mail: nothing changes.',
  ].join('\n');

const sameAddress = () =>
  new DomainError('validation-failed', 'Invalid fields: email', [
    { path: 'email', message: 'This is already your email' },
  ]);

/**
 * A signed-in member asks to move to a new address: 409 when another account owns it; otherwise
 * a one-use link goes to the NEW address (after the answer). Nothing is appended until it is opened.
 */
export const requestEmailChange = async (
  deps: CommandDeps,
  req: express.Request,
  userID: string,
  email: string,
): Promise<void> => {
  const { state } = await deps.access.user(userID);
  if (state.status === 'none') throw new DomainError('not-found', 'No such user');
  if (normalizeEmail(state.email) === normalizeEmail(email)) throw sameAddress();
  const now = deps.clock();
  checkEmailFree(await readEmailClaim(deps.store, email, userID, now), userID, now);
  const token = await createEmailChangeToken(deps.db, userID, email, now);
  const link = `${deps.config.site.base()}${CONFIRM_EMAIL_PAGE}?token=${token}`;
  setImmediate(() => {
    deps.mailer.send({ to: email, subject: 'Confirm your new Academy email', text: mailText(link) }).then(
      () => {
        if (deps.mailer.kind === 'outbox')
          deps.logger.info('email change link (outbox mail)', { userID, link });
      },
      (error: unknown) =>
        deps.logger.error('email change mail failed', { userID, error: (error as Error).message }),
    );
  });
};

/**
 * A valid link claims the new address (409 if another account took it meanwhile), records
 * `EmailChanged` on the user's stream and releases the old address, all in one atomic append.
 * The link is used up first (two confirmations cannot both run) and made usable again when the
 * append fails.
 */
export const confirmEmailChange = async (
  deps: CommandDeps,
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
  const oldEmail = user.state.email;
  const claim = await readEmailClaim(deps.store, newEmail, userID, meta.now);
  const released = emailStreamId(oldEmail);
  try {
    const { position, written } = await handleCommands(
      deps.store,
      [
        claimOf(claim, userID, meta.now),
        onStream(userStreamId(userID), userDecider, { type: 'ChangeEmail', email: newEmail }, user),
        ...(released !== claim.streamId
          ? [onStream(released, emailClaimDecider, { type: 'ReleaseEmail', userID })]
          : []),
      ],
      meta,
    );
    return { position, userID, email: newEmail, written };
  } catch (error) {
    // The token was a reservation: the change not recorded, the link works again.
    await restoreEmailChangeToken(deps.db, token, usedAt).catch(() => undefined);
    throw asEmailTaken(claim, error);
  }
};
