import { RESET_LINK_MINUTES } from '@academy/domain';
import { sha256Hex } from '@academy/platform';
import type express from 'express';
import { userIdByEmail } from '../../email-claim/email-owner.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { attemptKeys, checkRateLimit, rateLimitsOf, recordFailure } from '../../pipeline/rate-limit.js';
import { queueAccountMail } from '../account-mails.js';
import { createResetToken, RESET_MAIL_EVERY_MS, resetLinkSentWithin } from '../reset-tokens.js';

export const RESET_PAGE = '/sign-in/reset/confirm';

/**
 * Only the client address is limited (429 to an address that floods): an account's requests are
 * never refused, so a stranger cannot block the member's own reset. The answer leaves before the
 * email is even looked up (a known and an unknown email answer alike, at the same speed); then a
 * known email gets a link queued (keyed by the token's hash; the token leaves the queue row once
 * sent), at most one every 5 minutes while the last one is unused and valid (that one, in the
 * member's mailbox, stays valid; a newer link cancels older ones).
 */
export const requestPasswordReset = async (
  deps: CommandDeps,
  req: express.Request,
  email: string,
): Promise<void> => {
  const keys = attemptKeys(req);
  const now = deps.clock();
  await checkRateLimit(deps.db, 'password-reset', keys, rateLimitsOf(deps.config), now);
  await recordFailure(deps.db, 'password-reset', keys, now);
  const origin = deps.config.site.base();
  setImmediate(() => {
    void queueAccountMail(deps, 'password-reset', async () => {
      const userID = await userIdByEmail(deps.store, email);
      if (!userID) return undefined;
      const { state } = await deps.access.user(userID);
      if (state.status === 'none') return undefined;
      if (await resetLinkSentWithin(deps.db, userID, now, RESET_MAIL_EVERY_MS)) return undefined;
      const token = await createResetToken(deps.db, userID, now);
      const link = `${origin}${RESET_PAGE}?token=${token}`;
      return {
        userID,
        to: state.email,
        cause: sha256Hex(token),
        data: { resetUrl: link, linkMinutes: RESET_LINK_MINUTES },
      };
    });
  });
};
