import { whoOf, type SyncSubscription } from './commands.js';
import { type MembershipEvent } from './events.js';
import { addDays, GRACE_DAYS, isBefore } from './period.js';
import { evolveMembership, isRunning, type MembershipState } from './state.js';

/**
 * Brings the membership to what the provider says of a subscription, appending only the
 * difference: so notices arriving in any order (or twice, or found by reconciliation) converge
 * to the provider's state. A subscription the provider ended is never revived by a late word.
 */
export const syncSubscription = (command: SyncSubscription, state: MembershipState): MembershipEvent[] => {
  const { subscription: sub, tier, at } = command;
  if (state.endedSubscriptions.includes(sub.id)) return [];
  const who = whoOf(command);
  const current = state.subscriptionId === sub.id;
  const events: MembershipEvent[] = [];
  let s = state;
  const emit = (event: MembershipEvent): void => {
    events.push(event);
    s = evolveMembership(s, event);
  };

  switch (sub.status) {
    case 'incomplete':
      return [];
    case 'canceled':
      if (current && isRunning(state)) {
        emit({ type: 'MembershipExpired', data: { ...who, tier: state.tier!, subscriptionId: sub.id } });
      }
      return events;
    case 'past-due':
      if (current && (state.status === 'active' || state.status === 'cancelling')) {
        emit({
          type: 'MembershipPastDue',
          data: { ...who, since: at, graceUntil: addDays(at, GRACE_DAYS), orderID: null },
        });
      }
      return events;
    case 'active':
      break;
  }

  if (!isRunning(s)) {
    emit({
      type: 'MembershipActivated',
      data: {
        ...who,
        tier: tier.id,
        orderID: null,
        subscriptionId: sub.id,
        periodStart: at,
        periodEnd: sub.periodEnd,
        token: tier.token,
      },
    });
  } else {
    // A second subscription on its way out is not adopted.
    if (!current && sub.cancelAtPeriodEnd) return [];
    // One that is paid for takes over from the one before (an upgrade): the old one never counts again.
    if (!current && s.subscriptionId !== null) {
      emit({
        type: 'MembershipSubscriptionReplaced',
        data: { ...who, subscriptionId: s.subscriptionId, replacedBy: sub.id },
      });
    }
    const advanced =
      sub.periodEnd !== null && (s.periodEnd === null ? !current : isBefore(s.periodEnd, sub.periodEnd));
    // A downgrade billed from the next period keeps the current tier until that period starts.
    const waitsForPeriodEnd = current && s.pendingTier?.id === tier.id && !advanced;
    if (tier.id !== s.tier && !waitsForPeriodEnd) {
      emit({
        type: 'MembershipTierChanged',
        data: {
          ...who,
          fromTier: s.tier!,
          toTier: tier.id,
          effective: 'immediately',
          toTierPaid: tier.price !== undefined,
          token: tier.token,
        },
      });
    }
    if (advanced || !current || s.status === 'past-due') {
      emit({
        type: 'MembershipRenewed',
        data: { ...who, tier: s.tier!, orderID: null, subscriptionId: sub.id, periodEnd: sub.periodEnd },
      });
    }
  }

  const effectiveAt = sub.periodEnd ?? s.periodEnd;
  // A downgrade to a free tier ends the subscription at the period end: that is the downgrade, not a cancellation.
  const fallsToFreeTier = s.pendingTier !== null && !s.pendingTier.paid;
  if (sub.cancelAtPeriodEnd && s.status === 'active' && effectiveAt !== null && !fallsToFreeTier) {
    emit({ type: 'MembershipCancellationScheduled', data: { ...who, effectiveAt } });
  }
  if (!sub.cancelAtPeriodEnd && s.status === 'cancelling') {
    emit({ type: 'MembershipCancellationWithdrawn', data: who });
  }
  return events;
};
