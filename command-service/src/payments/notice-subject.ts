import {
  type MembershipState,
  UNREADABLE_PAYMENT_EVENTS_STREAM,
  unreadablePaymentEventDecider,
} from '@academy/domain';
import { type PaymentNotice, type ProviderEvent } from '@academy/platform';
import { createCommandMeta } from '../pipeline/command-meta.js';
import { handleCommand } from '../pipeline/handle-command.js';
import { type CommandDeps } from '../pipeline/deps.js';

type ProviderEventDeps = Pick<CommandDeps, 'store' | 'logger' | 'clock' | 'ids' | 'payments' | 'access'>;

/** The member and the subscription a notice is about (a refund names neither). */
export const subjectOf = (
  notice: PaymentNotice,
): { userID: string | null; subscriptionId: string | null } => {
  switch (notice.kind) {
    case 'checkout-completed':
      return { userID: notice.userID, subscriptionId: notice.subscriptionId };
    case 'checkout-failed':
      return { userID: notice.userID, subscriptionId: null };
    case 'invoice-paid':
    case 'invoice-payment-failed':
      return { userID: notice.userID, subscriptionId: notice.subscriptionId };
    case 'subscription-updated':
    case 'subscription-deleted':
      return { userID: notice.subscription.userID, subscriptionId: notice.subscription.id };
    case 'charge-refunded':
      return { userID: null, subscriptionId: null };
  }
};

/**
 * Why a notice names no member of ours: its user is not registered here, or its customer is not
 * the one linked to that member (another integration on the same Stripe account). Null: it is ours.
 */
export const unknownCustomer = async (
  deps: ProviderEventDeps,
  notice: PaymentNotice,
  userID: string,
): Promise<string | null> => {
  const user = await deps.access.user(userID);
  if (user.state.status === 'none') return `no member ${userID}`;
  const { customer } = (await deps.access.membership(userID)).state;
  const named = notice.customerId;
  if (named && customer?.provider === deps.payments.name && customer.id !== named)
    return `customer ${named} is not member ${userID}'s (${customer.id})`;
  return null;
};

/** The subscription an upgrade replaced just now: `before` had it, `after` ended it for another. */
export const replacedNow = (before: MembershipState, after: MembershipState): string | null => {
  const old = before.subscriptionId;
  if (old === null || after.subscriptionId === old || before.endedSubscriptions.includes(old)) return null;
  return after.endedSubscriptions.includes(old) ? old : null;
};

/** A subscription the member had and another took over from (not merely one the provider ended). */
export const isReplaced = (state: MembershipState, subscriptionId: string | null): boolean =>
  subscriptionId !== null &&
  state.subscriptionId !== null &&
  state.subscriptionId !== subscriptionId &&
  state.endedSubscriptions.includes(subscriptionId);

/** Ends a replaced subscription at the provider; a failure is logged (the membership ignores it anyway). */
export const endReplaced = async (deps: ProviderEventDeps, subscriptionId: string): Promise<void> => {
  try {
    await deps.payments.provider.cancelNow(subscriptionId);
    deps.logger.info(`payment: the replaced subscription ${subscriptionId} is cancelled at the provider`);
  } catch (error) {
    deps.logger.error(
      `payment: the replaced subscription ${subscriptionId} could not be cancelled at the provider (it is cancelled on its next event; reconciliation reports it): ${String(error)}`,
    );
  }
};

/** Keeps an unreadable event for the admin dashboard (once per event). */
export const recordUnreadable = async (
  deps: ProviderEventDeps,
  event: ProviderEvent,
  problem: string,
): Promise<void> => {
  const { name } = deps.payments;
  const meta = createCommandMeta({
    actor: `provider:${name}`,
    scope: `payment-unreadable|${name}|${event.id}`,
    now: deps.clock(),
    ids: deps.ids,
  });
  const command = {
    type: 'RecordUnreadablePaymentEvent',
    provider: name,
    providerEventId: event.id,
    eventType: event.type,
    problem: problem.slice(0, 2000),
  } as const;
  await handleCommand(
    deps.store,
    UNREADABLE_PAYMENT_EVENTS_STREAM,
    unreadablePaymentEventDecider,
    command,
    meta,
    {
      retries: 3,
    },
  );
};
