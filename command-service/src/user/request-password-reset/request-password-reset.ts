import type express from 'express';
import { userIdByEmail } from '../../email-claim/email-owner.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { attemptKeys, checkRateLimit, rateLimitsOf, recordFailure } from '../../pipeline/rate-limit.js';
import { createResetToken } from '../reset-tokens.js';

export const RESET_PAGE = '/sign-in/reset/confirm';

const mailText = (link: string) =>
  [
    'Someone asked to reset the password of your Academy account.',
    '',
    `To choose a new password, open this link within 30 minutes (it works once):`,
    link,
    '',
    'If it was not you, ignore this mail: your password stays as it is.',
  ].join('\n');

/**
 * Every request counts against the account and the address (they send mail). A known email
 * gets a link; an unknown one gets nothing; both get the same 202 at the same speed, because
 * the mail leaves after the answer.
 */
export const requestPasswordReset = async (
  deps: CommandDeps,
  req: express.Request,
  email: string,
): Promise<void> => {
  const keys = attemptKeys(req, email);
  const now = deps.clock();
  await checkRateLimit(deps.db, 'password-reset', keys, rateLimitsOf(deps.config), now);
  await recordFailure(deps.db, 'password-reset', keys, now);
  const userID = await userIdByEmail(deps.store, email);
  if (!userID) return;
  const { state } = await deps.access.user(userID);
  if (state.status === 'none') return;
  const token = await createResetToken(deps.db, userID, now);
  const link = `${deps.config.site.base()}${RESET_PAGE}?token=${token}`;
  const to = state.email;
  setImmediate(() => {
    deps.mailer.send({ to, subject: 'Reset your Academy password', text: mailText(link) }).then(
      () => {
        if (deps.mailer.kind === 'outbox')
          deps.logger.info('password reset link (outbox mail)', { userID, link });
      },
      (error: unknown) =>
        deps.logger.error('password reset mail failed', { userID, error: (error as Error).message }),
    );
  });
};
