import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { applyPayment } from './apply-payment.js';
import {
  whoOf,
  type ChangeMembershipTier,
  type ChooseMembership,
  type ExpireMembership,
  type MarkMembershipPastDue,
  type MembershipCommand,
  type ScheduleMembershipCancellation,
  type WithdrawMembershipTierChange,
} from './commands.js';
import { type MembershipEvent } from './events.js';
import { addDays, GRACE_DAYS, isBefore } from './period.js';
import {
  effectiveTier,
  evolveMembership,
  initialMembershipState,
  isRunning,
  type MembershipState,
} from './state.js';
import { syncSubscription } from './sync-subscription.js';

const refuse = (message: string): never => {
  throw new DomainError('invalid-transition', message);
};

const choose = (command: ChooseMembership, state: MembershipState): MembershipEvent[] => {
  if (isRunning(state)) refuse('You already have a membership: change its tier or renew it instead');
  const who = whoOf(command);
  const { tier, orderID, at } = command;
  if (tier.price === undefined) {
    const data = { ...who, tier: tier.id, orderID, subscriptionId: null, periodStart: at, periodEnd: null };
    return [{ type: 'MembershipActivated', data: { ...data, token: tier.token } }];
  }
  if (state.status === 'pending-payment' && state.tier === tier.id && orderID === null) return [];
  return [{ type: 'MembershipChosen', data: { ...who, tier: tier.id, orderID } }];
};

const changeTier = (command: ChangeMembershipTier, state: MembershipState): MembershipEvent[] => {
  if (state.status !== 'active' && state.status !== 'cancelling') {
    refuse('Only an active membership can change its tier');
  }
  const { to, effective } = command;
  const changed = (when: ChangeMembershipTier['effective']): MembershipEvent => ({
    type: 'MembershipTierChanged',
    data: {
      ...whoOf(command),
      fromTier: state.tier!,
      toTier: to.id,
      effective: when,
      toTierPaid: to.price !== undefined,
      token: to.token,
    },
  });
  if (to.id === state.tier) {
    // Choosing the current tier again withdraws a pending downgrade, or changes nothing.
    return state.pendingTier ? [changed('period-end')] : [];
  }
  if (effective === 'period-end') {
    if (state.pendingTier?.id === to.id) return [];
    // One plan for the period end: a cancelled membership ends; withdrawing the cancellation comes first.
    if (state.status === 'cancelling')
      refuse(
        'Your membership is cancelled and ends at the end of its period: withdraw the cancellation to change its tier',
      );
    if (state.periodEnd === null)
      refuse('This membership has no end date: a change at its end would never happen');
  }
  return [changed(effective)];
};

/** Undo a scheduled downgrade: the current tier is chosen again for the period end. */
const withdrawTierChange = (
  command: WithdrawMembershipTierChange,
  state: MembershipState,
): MembershipEvent[] => {
  if (!isRunning(state)) refuse('Only a running membership has a tier change to withdraw');
  const pending = state.pendingTier;
  if (!pending) return [];
  const events = changeTier(
    { ...command, type: 'ChangeMembershipTier', to: command.current, effective: 'period-end' },
    state,
  );
  // A downgrade to a free tier ends the provider's subscription: keeping the tier renews it again.
  if (state.status === 'cancelling' && !pending.paid)
    events.push({ type: 'MembershipCancellationWithdrawn', data: whoOf(command) });
  return events;
};

/** The membership ends at the period end; a downgrade scheduled for then gives way to it (one plan). */
const scheduleCancellation = (
  command: ScheduleMembershipCancellation,
  state: MembershipState,
): MembershipEvent[] => {
  if (state.status === 'cancelling') return [];
  if (state.status !== 'active') return refuse('Only an active membership can be cancelled');
  if (state.periodEnd === null) return refuse('This membership has no end date: there is nothing to cancel');
  const who = whoOf(command);
  const events: MembershipEvent[] = [];
  if (state.pendingTier) {
    events.push({
      type: 'MembershipTierChanged',
      data: {
        ...who,
        reason: who.reason ?? 'The cancellation replaces the scheduled tier change',
        fromTier: state.tier!,
        toTier: state.tier!,
        effective: 'period-end',
        toTierPaid: true,
        token: false,
      },
    });
  }
  events.push({ type: 'MembershipCancellationScheduled', data: { ...who, effectiveAt: state.periodEnd } });
  return events;
};

const markPastDue = (command: MarkMembershipPastDue, state: MembershipState): MembershipEvent[] => {
  // A first payment failing is the order's business; an ended membership has nothing to lose.
  if (state.status !== 'active' && state.status !== 'cancelling') return [];
  const { coveredUntil, at } = command;
  // A late notice for a period that was paid since.
  if (coveredUntil !== null && state.periodEnd !== null && !isBefore(state.periodEnd, coveredUntil))
    return [];
  return [
    {
      type: 'MembershipPastDue',
      data: { ...whoOf(command), since: at, graceUntil: addDays(at, GRACE_DAYS), orderID: command.orderID },
    },
  ];
};

const expire = (command: ExpireMembership, state: MembershipState): MembershipEvent[] => {
  if (!isRunning(state) || effectiveTier(state, command.at) !== null) return [];
  const who = whoOf(command);
  const pending = state.pendingTier;
  if (pending && !pending.paid) {
    const reason = who.reason ?? 'The period ended: the chosen free tier begins';
    return [
      {
        type: 'MembershipTierChanged',
        data: {
          ...who,
          reason,
          fromTier: state.tier!,
          toTier: pending.id,
          effective: 'immediately',
          toTierPaid: false,
          token: pending.token,
        },
      },
      {
        type: 'MembershipRenewed',
        data: { ...who, reason, tier: pending.id, orderID: null, subscriptionId: null, periodEnd: null },
      },
    ];
  }
  const reason = who.reason ?? (state.status === 'past-due' ? 'The payment failed' : 'The period ended');
  return [{ type: 'MembershipExpired', data: { ...who, reason, tier: state.tier!, subscriptionId: null } }];
};

const decideMembership = (command: MembershipCommand, state: MembershipState): MembershipEvent[] => {
  switch (command.type) {
    case 'ChooseMembership':
      return choose(command, state);
    case 'ApplyPayment':
      return applyPayment(command, state);
    case 'ChangeMembershipTier':
      return changeTier(command, state);
    case 'WithdrawMembershipTierChange':
      return withdrawTierChange(command, state);
    case 'ScheduleMembershipCancellation':
      return scheduleCancellation(command, state);
    case 'WithdrawMembershipCancellation':
      if (state.status === 'active') return [];
      if (state.status !== 'cancelling') return refuse('There is no cancellation to withdraw');
      if (state.periodEnd !== null && !isBefore(command.at, state.periodEnd)) {
        return refuse('The membership period has ended: renew it instead');
      }
      return [{ type: 'MembershipCancellationWithdrawn', data: whoOf(command) }];
    case 'MarkMembershipPastDue':
      return markPastDue(command, state);
    case 'SyncSubscription':
      return syncSubscription(command, state);
    case 'ExpireMembership':
      return expire(command, state);
    case 'LinkPaymentCustomer': {
      const { provider, customerId } = command;
      if (state.customer?.provider === provider && state.customer.id === customerId) return [];
      return [{ type: 'MembershipCustomerLinked', data: { ...whoOf(command), provider, customerId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${String((unknown as { type: unknown }).type)}`);
    }
  }
};

/** Membership over `user-{userID}`: it folds its own events and ignores the user's others. */
export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  decide: decideMembership,
  evolve: evolveMembership,
  initialState: initialMembershipState,
};
