import {
  DomainError,
  findTier,
  membershipDecider,
  orderDecider,
  orderStreamId,
  providerActor,
  userStreamId,
  type MembershipCommand,
  type OrderCommand,
  type Tier,
} from '@academy/domain';
import { uuidV5, type PaymentNotice } from '@academy/platform';
import { metaFor, type CommandMeta } from '../pipeline/command-meta.js';
import { type CommandDeps } from '../pipeline/deps.js';
import { handleCommand } from '../pipeline/handle-command.js';

export type NoticeDeps = Pick<CommandDeps, 'store' | 'config' | 'logger'>;

/** The order an automatic renewal's invoice is recorded on: one per invoice, the same on every delivery. */
export const invoiceOrderID = (invoiceId: string): string => uuidV5(`invoice|${invoiceId}`);

/**
 * Applies a provider's notice to the order and the membership through their deciders. Each step
 * is idempotent (a decider that finds the change in effect decides nothing); a refusal is logged
 * and skipped, so no notice makes the webhook fail. Answers the last position written (0: none).
 */
export const applyNotice = async (
  deps: NoticeDeps,
  meta: CommandMeta,
  notice: PaymentNotice,
  reason: string | null = null,
): Promise<number> => {
  const actor = providerActor(notice.provider);
  const at = meta.now.toISOString();
  let position = 0;
  const tierOf = (id: string): Tier | undefined => {
    const tier = findTier(deps.config.tiers, id);
    if (!tier) deps.logger.warn(`payment notice ${notice.providerEventId}: no tier ${id} in the catalogue`);
    return tier;
  };
  const run = async (step: string, write: () => Promise<{ position: number }>): Promise<void> => {
    try {
      position = Math.max(position, (await write()).position);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      deps.logger.warn(
        `payment notice ${notice.providerEventId} (${notice.kind}): ${step} refused: ${error.message}`,
      );
    }
  };
  const order = (orderID: string, command: OrderCommand) =>
    run(`order ${orderID}`, () =>
      handleCommand(
        deps.store,
        orderStreamId(orderID),
        orderDecider,
        command,
        metaFor(meta, `order-${orderID}`),
        {
          retries: 3,
        },
      ),
    );
  const membership = (userID: string, command: MembershipCommand) =>
    run(`membership of ${userID}`, () =>
      handleCommand(
        deps.store,
        userStreamId(userID),
        membershipDecider,
        command,
        metaFor(meta, 'membership'),
        {
          retries: 3,
        },
      ),
    );
  const stamp = { at, actor, reason };

  switch (notice.kind) {
    case 'checkout-completed':
    case 'invoice-paid': {
      const tier = tierOf(notice.tier);
      const orderID =
        notice.orderID ?? (notice.kind === 'invoice-paid' ? invoiceOrderID(notice.invoiceId) : null);
      if (orderID === null) return position;
      const amount = notice.amount ?? tier?.price?.amount ?? 0;
      const currency = notice.currency ?? tier?.price?.currency ?? 'EUR';
      const paymentReference =
        notice.kind === 'checkout-completed' ? notice.paymentReference : notice.invoiceId;
      await order(orderID, {
        type: 'RecordPayment',
        orderID,
        userID: notice.userID,
        tier: notice.tier,
        amount,
        currency,
        provider: notice.provider,
        paymentReference,
        subscriptionId: notice.subscriptionId,
        ...stamp,
      });
      if (!tier) return position;
      await membership(notice.userID, {
        type: 'ApplyPayment',
        userID: notice.userID,
        tier,
        orderID,
        subscriptionId: notice.subscriptionId,
        ...(notice.kind === 'invoice-paid' && notice.periodEnd !== null
          ? { periodEnd: notice.periodEnd }
          : {}),
        ...stamp,
      });
      return position;
    }
    case 'checkout-failed': {
      const tier = tierOf(notice.tier);
      await order(notice.orderID, {
        type: 'RecordPaymentFailure',
        orderID: notice.orderID,
        userID: notice.userID,
        tier: notice.tier,
        amount: tier?.price?.amount ?? 0,
        currency: tier?.price?.currency ?? 'EUR',
        provider: notice.provider,
        message: notice.message,
        ...stamp,
      });
      return position;
    }
    case 'invoice-payment-failed': {
      // A subscription's first invoice is its checkout's order: its failure is that order's, not a renewal's.
      const orderID = notice.orderID ?? invoiceOrderID(notice.invoiceId);
      await order(orderID, {
        type: 'RecordPaymentFailure',
        orderID,
        userID: notice.userID,
        tier: notice.tier,
        amount: notice.amount,
        currency: notice.currency,
        provider: notice.provider,
        message: notice.message,
        ...stamp,
      });
      await membership(notice.userID, {
        type: 'MarkMembershipPastDue',
        userID: notice.userID,
        orderID,
        coveredUntil: notice.periodEnd,
        ...stamp,
      });
      return position;
    }
    case 'subscription-updated':
    case 'subscription-deleted': {
      const { subscription } = notice;
      const tier = subscription.tier ? tierOf(subscription.tier) : undefined;
      if (!subscription.userID || !tier) return position;
      await membership(subscription.userID, {
        type: 'SyncSubscription',
        userID: subscription.userID,
        subscription: {
          id: subscription.id,
          status: notice.kind === 'subscription-deleted' ? 'canceled' : subscription.status,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          periodEnd: subscription.periodEnd,
        },
        tier,
        ...stamp,
      });
      return position;
    }
    case 'charge-refunded': {
      if (notice.orderID === null) {
        deps.logger.warn(`payment notice ${notice.providerEventId}: a refund of a charge without an order`);
        return position;
      }
      await order(notice.orderID, {
        type: 'RefundPayment',
        orderID: notice.orderID,
        amountRefunded: notice.amountRefunded,
        ...stamp,
      });
      return position;
    }
    default: {
      const _never: never = notice;
      return position;
    }
  }
};
