import { whoOf, type ApplyPayment } from './commands.js';
import { type MembershipEvent } from './events.js';
import { checkFreeOrder } from './free-order-replacement.js';
import { addMonths, isBefore, monthsOf } from './period.js';
import { isRunning, type MembershipState } from './state.js';

/** The period a payment buys: the provider's word, a free order's months, or the tier's interval. */
const periodEndOf = (command: ApplyPayment, start: string): string | null => {
  if (command.periodEnd !== undefined) return command.periodEnd;
  const months = command.months !== undefined ? command.months : monthsOf(command.tier.interval);
  return months === null ? null : addMonths(start, months);
};

/** The provider reports a period this membership already holds (checkout and first invoice both do). */
const alreadyHeld = (command: ApplyPayment, state: MembershipState): boolean => {
  if (command.subscriptionId === null || command.subscriptionId !== state.subscriptionId) return false;
  if (command.tier.id !== state.tier) return false;
  if (command.periodEnd === undefined || command.periodEnd === null) return true;
  return state.periodEnd !== null && !isBefore(state.periodEnd, command.periodEnd);
};

/** The events of a payment (see applyPayment). */
const paymentEvents = (command: ApplyPayment, state: MembershipState): MembershipEvent[] => {
  const { tier, orderID, at } = command;
  if (orderID !== null && state.appliedOrders.includes(orderID)) return [];
  if (command.subscriptionId !== null && state.endedSubscriptions.includes(command.subscriptionId)) return [];
  const who = whoOf(command);

  if (!isRunning(state)) {
    return [
      {
        type: 'MembershipActivated',
        data: {
          ...who,
          tier: tier.id,
          orderID,
          subscriptionId: command.subscriptionId,
          periodStart: at,
          periodEnd: periodEndOf(command, at),
          token: tier.token,
        },
      },
    ];
  }

  if (alreadyHeld(command, state)) return [];
  const sameTier = tier.id === state.tier;
  // The same tier with no end already: a payment cannot make it longer.
  if (sameTier && state.periodEnd === null && command.periodEnd === undefined) return [];

  const events: MembershipEvent[] = [];
  // Another subscription paid for (an upgrade's checkout): it takes over; the old one never counts again.
  const replaced = state.subscriptionId;
  if (replaced !== null && command.subscriptionId !== null && command.subscriptionId !== replaced) {
    events.push({
      type: 'MembershipSubscriptionReplaced',
      data: { ...who, subscriptionId: replaced, replacedBy: command.subscriptionId },
    });
  }
  if (state.status === 'cancelling') {
    events.push({
      type: 'MembershipCancellationWithdrawn',
      data: { ...who, reason: who.reason ?? 'A new payment renews the membership' },
    });
  }
  if (!sameTier) {
    events.push({
      type: 'MembershipTierChanged',
      data: {
        ...who,
        fromTier: state.tier!,
        toTier: tier.id,
        effective: 'immediately',
        toTierPaid: tier.price !== undefined,
        token: tier.token,
      },
    });
  }
  const extendsCurrent = sameTier && state.periodEnd !== null && isBefore(at, state.periodEnd);
  const start = extendsCurrent ? state.periodEnd! : at;
  events.push({
    type: 'MembershipRenewed',
    data: {
      ...who,
      tier: tier.id,
      orderID,
      subscriptionId: command.subscriptionId ?? state.subscriptionId,
      periodEnd: periodEndOf(command, start),
    },
  });
  return events;
};

/**
 * A payment (or free order) went through. Without a running membership it activates one; with
 * one, it renews it (from the current period end for the same tier), changing the tier first when
 * the payment was for another. A payment already applied appends nothing. A free order that
 * would lower or shorten a paid membership is refused unless confirmed (free-order-replacement.ts).
 */
export const applyPayment = (command: ApplyPayment, state: MembershipState): MembershipEvent[] => {
  const events = paymentEvents(command, state);
  if (command.freeOrder && isRunning(state)) checkFreeOrder(command.freeOrder, state, events);
  return events;
};
