import { findTier } from '@academy/domain';
import { dayOf, moneyOf, PAGES } from './mail-formats.js';
import { type MailProcessDeps } from './mail-process.js';
import { queueMail } from './queue-mail.js';
import { recipientOf } from './recipients.js';

export interface RenewalDue {
  userID: string;
  tier: string;
  periodEnd: string;
}

/**
 * Queues a reminder for each membership that renews automatically within MAIL_RENEWAL_REMINDER_DAYS
 * (the scheduler names them): one per member and period (the period's end is its cause), however
 * often the scheduler runs. Answers how many were queued.
 */
export const queueRenewalReminders = async (
  deps: MailProcessDeps,
  due: readonly RenewalDue[],
): Promise<number> => {
  let queued = 0;
  for (const membership of due) {
    const to = await recipientOf(deps, membership.userID);
    if (!to) continue;
    const tier = findTier(deps.config.tiers, membership.tier);
    const data = {
      firstName: to.firstName,
      tier: tier?.name ?? membership.tier,
      renewsOn: dayOf(membership.periodEnd),
      amount: tier?.price ? moneyOf(tier.price.amount, tier.price.currency) : '',
      manageUrl: `${deps.config.site.base()}${PAGES.manageMembership}`,
    };
    const cause = `renewal-${Date.parse(membership.periodEnd) / 1000}`;
    const mail = { kind: 'renewal-reminder' as const, userID: to.userID, to: to.email, cause, data };
    if (await queueMail(deps, mail)) queued++;
  }
  return queued;
};
