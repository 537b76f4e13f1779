import { parseRecordedEvent, type RecordedEvent, type TierCatalogue } from '@academy/domain';
import {
  startCatchUp,
  type CatchUpRun,
  type EventStore,
  type Logger,
  type WriteSideAccess,
} from '@academy/platform';
import { readMailCheckpoint, saveMailCheckpoint } from './mail-checkpoint.js';
import { dayOf, moneyOf, PAGES } from './mail-formats.js';
import { membershipMails, replacedSubscriptionReceipt } from './membership-mails.js';
import { publicationMails } from './publication-mails.js';
import { queueMail, type MailQueueDeps, type MailToQueue } from './queue-mail.js';
import { recipientOf } from './recipients.js';

export interface MailProcessDeps extends MailQueueDeps {
  store: EventStore;
  access: WriteSideAccess;
  logger: Logger;
}

const CHECKPOINT = 'mail';

/** An event older than this when it is read (the first start over an old store) asks for no mail: too late to help. */
export const MAIL_HORIZON_MS = 2 * 24 * 60 * 60_000;

const MEMBERSHIP_MAILS = new Set([
  'MembershipActivated',
  'MembershipRenewed',
  'MembershipCancellationScheduled',
  'MembershipTierChanged',
]);

/** The mails one event asks for (none for most events). */
export const mailsFor = async (deps: MailProcessDeps, event: RecordedEvent): Promise<MailToQueue[]> => {
  const site = deps.config.site.base();
  const catalogue: TierCatalogue = deps.config.tiers;
  if (MEMBERSHIP_MAILS.has(event.type)) {
    const to = await recipientOf(deps, (event.data as { userID: string }).userID);
    return to ? membershipMails({ store: deps.store, catalogue, site }, to, event) : [];
  }
  if (event.type === 'PaymentSucceeded') {
    // Only a subscription's charge can come from a replaced one: the member's stream is read for those alone.
    const { userID, subscriptionId } = event.data as { userID: string; subscriptionId?: string | null };
    const to = subscriptionId ? await recipientOf(deps, userID) : undefined;
    return to ? replacedSubscriptionReceipt({ store: deps.store, catalogue, site }, to, event) : [];
  }
  if (event.type === 'PaymentFailed') {
    const parsed = parseRecordedEvent(event);
    if (parsed?.type !== 'PaymentFailed') return [];
    const to = await recipientOf(deps, parsed.data.userID);
    if (!to) return [];
    const pastDue = to.events.findLast(
      (e) =>
        e.type === 'MembershipPastDue' && (e.data as { orderID?: string }).orderID === parsed.data.orderID,
    );
    const graceUntil = (pastDue?.data as { graceUntil?: string } | undefined)?.graceUntil;
    const tier = catalogue.tiers.find((t) => t.id === parsed.data.tier)?.name ?? parsed.data.tier;
    const data = {
      firstName: to.firstName,
      amount: moneyOf(parsed.data.amount, parsed.data.currency),
      tier,
      graceUntil: graceUntil ? dayOf(graceUntil) : '',
      completeUrl: `${site}${PAGES.manageMembership}`,
    };
    return [{ kind: 'payment-failed', userID: to.userID, to: to.email, cause: event.eventId, data }];
  }
  return publicationMails({ store: deps.store, access: deps.access, site }, event);
};

/**
 * The mail process manager: follows the event log from its stored checkpoint and queues the mails
 * each event asks for (keyed by the event, so reading an event again queues nothing twice). An
 * event it cannot act on now (the store unreachable) holds the checkpoint and is read again.
 */
export const startMailProcess = (deps: MailProcessDeps): { stop(): Promise<void> } => {
  let run: CatchUpRun | undefined;
  let stopped = false;
  const started = (async () => {
    const from = await readMailCheckpoint(deps.db, CHECKPOINT);
    if (stopped) return;
    run = startCatchUp(
      deps.store,
      from,
      async (events, checkpoint) => {
        for (const event of events) {
          if (deps.clock().getTime() - Date.parse(event.metadata.timestamp) > MAIL_HORIZON_MS) continue;
          for (const mail of await mailsFor(deps, event)) await queueMail(deps, mail);
        }
        await saveMailCheckpoint(deps.db, CHECKPOINT, checkpoint);
      },
      {
        onError: (error, failures) =>
          deps.logger.error('mail: deciding the mails of events failed; retrying', {
            failures,
            error: error instanceof Error ? error.message : String(error),
          }),
      },
    );
  })();
  return {
    async stop() {
      stopped = true;
      await started.catch(() => undefined);
      await run?.stop();
    },
  };
};
