import { expireMemberships, queueRenewalReminders } from '@academy/command-service';
import { schedulerRunsTotal } from '@academy/platform';
import { type AcademyCore } from '../academy.js';
import { mailDepsOf } from '../roles/mail-work.js';
import { membershipsDueToExpire, membershipsRenewingBetween } from './memberships-due.js';

export interface MembershipScheduler {
  /** One sweep at the injected clock's now: answers how many memberships changed. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Mails renewal reminders (MAIL_RENEWAL_REMINDER_DAYS before an automatic renewal) and expires
 * memberships whose period (and grace) ended without renewal: every `intervalMs`, the
 * `memberships` read model names the candidates and the write side decides each at the injected
 * clock's time. One per deployment (APP_ROLE `all`, or `projections` when scaled out). Tests move
 * the clock and call `sweep`; they do not wait.
 */
export const startMembershipScheduler = (core: AcademyCore, intervalMs = 60_000): MembershipScheduler => {
  let running: Promise<number> = Promise.resolve(0);
  const sweep = (): Promise<number> => {
    running = running
      .catch(() => 0)
      .then(async () => {
        const now = core.clock();
        // Renewal reminders first: one per member and period, however often this runs.
        const days = core.config.MAIL_RENEWAL_REMINDER_DAYS;
        const renewing = await membershipsRenewingBetween(
          core.db,
          now,
          new Date(now.getTime() + days * 86_400_000),
        );
        await queueRenewalReminders(mailDepsOf(core), renewing);
        const due = await membershipsDueToExpire(core.db, now);
        return due.length === 0 ? 0 : expireMemberships(core, due, now);
      });
    return running;
  };
  const timer = setInterval(() => {
    sweep().then(
      () => schedulerRunsTotal.inc({ job: 'expire-memberships', outcome: 'ok' }),
      (error: unknown) => {
        schedulerRunsTotal.inc({ job: 'expire-memberships', outcome: 'failed' });
        core.logger.warn(`membership scheduler: ${String(error)}`);
      },
    );
  }, intervalMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running.catch(() => 0);
    },
  };
};
