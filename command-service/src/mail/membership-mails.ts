import {
  findTier,
  orderStreamId,
  parseRecordedEvent,
  shortOrderNumber,
  type MembershipEventData,
  type RecordedEvent,
  type TierCatalogue,
} from '@academy/domain';
import { type EventStore } from '@academy/platform';
import { type MailToQueue } from './queue-mail.js';
import { dayOf, moneyOf, PAGES, periodOf } from './mail-formats.js';
import { type Recipient } from './recipients.js';

export interface MembershipMailDeps {
  store: EventStore;
  catalogue: TierCatalogue;
  site: string;
}

const tierName = (catalogue: TierCatalogue, id: string): string => findTier(catalogue, id)?.name ?? id;

/** The order's payment, when it was paid (a free order has none). */
const paymentOf = async (store: EventStore, orderID: string) => {
  for (const event of await store.readStream(orderStreamId(orderID))) {
    const parsed = parseRecordedEvent(event);
    if (parsed?.type === 'PaymentSucceeded') return { ...parsed.data, at: event.metadata.timestamp };
  }
  return undefined;
};

/** The member's current period end, as their stream says before `event`. */
const periodEndBefore = (events: readonly RecordedEvent[], event: RecordedEvent): string | null => {
  let end: string | null = null;
  for (const e of events) {
    if (e.version >= event.version) break;
    const data = e.data as { periodEnd?: string | null };
    if ((e.type === 'MembershipActivated' || e.type === 'MembershipRenewed') && data.periodEnd !== undefined)
      end = data.periodEnd;
  }
  return end;
};

/**
 * A receipt for the payment behind an activation or a renewal: the member's name, the amount, the
 * tier, the days the period covers and the order's short number (as the receipt page shows it).
 */
const receipt = async (
  deps: MembershipMailDeps,
  to: Recipient,
  event: RecordedEvent,
  data: { orderID: string | null; tier: string; periodEnd: string | null; periodStart?: string },
): Promise<MailToQueue[]> => {
  if (!data.orderID) return [];
  const paid = await paymentOf(deps.store, data.orderID);
  if (!paid) return [];
  const from = data.periodStart ?? periodEndBefore(to.events, event) ?? paid.at;
  return receiptMail(
    deps,
    to,
    event,
    data.orderID,
    { ...paid, tier: data.tier },
    periodOf(from, data.periodEnd),
  );
};

const receiptMail = (
  deps: MembershipMailDeps,
  to: Recipient,
  event: RecordedEvent,
  orderID: string,
  paid: { amount: number; currency: string; tier: string; at: string },
  period: string,
  replaced = false,
): MailToQueue[] => [
  {
    kind: 'receipt',
    userID: to.userID,
    to: to.email,
    cause: event.eventId,
    data: {
      firstName: to.firstName,
      memberName: `${to.firstName} ${to.lastName}`.trim(),
      orderNumber: shortOrderNumber(orderID),
      amount: moneyOf(paid.amount, paid.currency),
      tier: tierName(deps.catalogue, paid.tier),
      period,
      paidOn: dayOf(paid.at),
      receiptUrl: `${deps.site}${PAGES.receipt(orderID)}`,
      replaced,
    },
  },
];

/**
 * A receipt for a charge from a subscription the member's upgrade replaced (recorded on its order,
 * never applied to the membership): it covers no period, and an admin can refund it.
 */
export const replacedSubscriptionReceipt = (
  deps: MembershipMailDeps,
  to: Recipient,
  event: RecordedEvent,
): MailToQueue[] => {
  const parsed = parseRecordedEvent(event);
  if (parsed?.type !== 'PaymentSucceeded' || parsed.data.subscriptionId === null) return [];
  const { subscriptionId, orderID } = parsed.data;
  const replaced = to.events.some(
    (e) =>
      e.type === 'MembershipSubscriptionReplaced' &&
      e.position < event.position && // replaced before this charge (read late, an earlier one is not)
      (e.data as { subscriptionId?: string }).subscriptionId === subscriptionId,
  );
  if (!replaced) return [];
  return receiptMail(deps, to, event, orderID, { ...parsed.data, at: event.metadata.timestamp }, '', true);
};

/**
 * The mails a membership event on the member's stream asks for: the first activation a welcome;
 * an activation or a renewal paid for, a receipt; a cancellation, a change of tier, a renewal past
 * due, their confirmation or notice, with the dates that apply.
 */
export const membershipMails = async (
  deps: MembershipMailDeps,
  to: Recipient,
  event: RecordedEvent,
): Promise<MailToQueue[]> => {
  const base = { userID: to.userID, to: to.email, cause: event.eventId };
  const manageUrl = `${deps.site}${PAGES.manageMembership}`;
  const parsed = parseRecordedEvent(event);
  if (!parsed) return [];
  switch (parsed.type) {
    case 'MembershipActivated': {
      const first = !to.events.some((e) => e.type === 'MembershipActivated' && e.version < event.version);
      const tier = findTier(deps.catalogue, parsed.data.tier);
      const welcome: MailToQueue[] = first
        ? [
            {
              ...base,
              kind: 'welcome',
              data: {
                firstName: to.firstName,
                tier: tier?.name ?? parsed.data.tier,
                tierDescription: tier?.description ?? '',
                perks: tier?.perks ?? [],
                accountUrl: manageUrl,
              },
            },
          ]
        : [];
      return [...welcome, ...(await receipt(deps, to, event, parsed.data))];
    }
    case 'MembershipRenewed':
      return receipt(deps, to, event, parsed.data);
    case 'MembershipCancellationScheduled': {
      const tier = tierName(deps.catalogue, lastTier(to.events, event));
      const data = { firstName: to.firstName, tier, effectiveOn: dayOf(parsed.data.effectiveAt), manageUrl };
      return [{ ...base, kind: 'cancellation', data }];
    }
    case 'MembershipTierChanged':
      return [{ ...base, kind: 'tier-change', data: tierChange(deps, to, event, parsed.data, manageUrl) }];
    default:
      return [];
  }
};

const lastTier = (events: readonly RecordedEvent[], before: RecordedEvent): string => {
  let tier = '';
  for (const e of events) {
    if (e.version >= before.version) break;
    const data = e.data as { tier?: string; toTier?: string; effective?: string };
    if (e.type === 'MembershipActivated' || e.type === 'MembershipRenewed') tier = data.tier ?? tier;
    if (e.type === 'MembershipTierChanged' && data.effective === 'immediately') tier = data.toTier ?? tier;
  }
  return tier;
};

const tierChange = (
  deps: MembershipMailDeps,
  to: Recipient,
  event: RecordedEvent,
  data: MembershipEventData<'MembershipTierChanged'>,
  manageUrl: string,
) => {
  const end = periodEndBefore(to.events, event);
  const effective =
    data.effective === 'immediately'
      ? `from today, ${dayOf(event.metadata.timestamp)}`
      : end
        ? `on ${dayOf(end)}, when the current period ends`
        : 'when the current period ends';
  return {
    firstName: to.firstName,
    fromTier: tierName(deps.catalogue, data.fromTier),
    toTier: tierName(deps.catalogue, data.toTier),
    effective,
    manageUrl,
  };
};
