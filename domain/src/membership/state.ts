import { type MembershipEvent } from './events.js';
import { addDays, GRACE_DAYS, isBefore } from './period.js';

export type MembershipStatus = 'none' | 'pending-payment' | 'active' | 'cancelling' | 'past-due' | 'expired';

export interface MembershipState {
  status: MembershipStatus;
  /** The current tier; the chosen one while pending payment; the last one once expired. */
  tier: string | null;
  /** null: no end. */
  periodEnd: string | null;
  /** A downgrade waiting for the period end. */
  pendingTier: { id: string; paid: boolean; token: boolean } | null;
  /** Past due: the tier holds until then. */
  graceUntil: string | null;
  /** The provider's subscription that renews this membership, if any. */
  subscriptionId: string | null;
  /** Subscriptions the provider ended: a late word about them changes nothing. */
  endedSubscriptions: readonly string[];
  /** Orders whose payment was applied: a second notice of one appends nothing. */
  appliedOrders: readonly string[];
  /** The member's customer at the payment provider, once a checkout made one. */
  customer: { provider: 'stripe' | 'test'; id: string } | null;
}

export const initialMembershipState = (): MembershipState => ({
  status: 'none',
  tier: null,
  periodEnd: null,
  pendingTier: null,
  graceUntil: null,
  subscriptionId: null,
  endedSubscriptions: [],
  appliedOrders: [],
  customer: null,
});

/** Statuses in which the member holds a tier (subject to dates: see effectiveTier). */
export const runningStatuses: readonly MembershipStatus[] = ['active', 'cancelling', 'past-due'];

export const isRunning = (state: MembershipState): boolean => runningStatuses.includes(state.status);

const withOrder = (state: MembershipState, orderID: string | null): readonly string[] =>
  orderID === null || state.appliedOrders.includes(orderID)
    ? state.appliedOrders
    : [...state.appliedOrders, orderID];

export const evolveMembership = (state: MembershipState, event: MembershipEvent): MembershipState => {
  switch (event.type) {
    case 'MembershipChosen':
      return { ...state, status: 'pending-payment', tier: event.data.tier, pendingTier: null };
    case 'MembershipActivated':
      return {
        ...state,
        status: 'active',
        tier: event.data.tier,
        periodEnd: event.data.periodEnd,
        pendingTier: null,
        graceUntil: null,
        subscriptionId: event.data.subscriptionId,
        appliedOrders: withOrder(state, event.data.orderID),
      };
    case 'MembershipRenewed':
      return {
        ...state,
        status: 'active',
        tier: event.data.tier,
        periodEnd: event.data.periodEnd,
        pendingTier: null,
        graceUntil: null,
        subscriptionId: event.data.subscriptionId,
        appliedOrders: withOrder(state, event.data.orderID),
      };
    case 'MembershipTierChanged': {
      const { toTier, effective, toTierPaid, token } = event.data;
      if (effective === 'immediately') return { ...state, tier: toTier, pendingTier: null };
      return {
        ...state,
        pendingTier: toTier === state.tier ? null : { id: toTier, paid: toTierPaid, token },
      };
    }
    case 'MembershipCancellationScheduled':
      return { ...state, status: 'cancelling' };
    case 'MembershipCancellationWithdrawn':
      return { ...state, status: 'active' };
    case 'MembershipPastDue':
      return { ...state, status: 'past-due', graceUntil: event.data.graceUntil };
    case 'MembershipExpired':
      return {
        ...state,
        status: 'expired',
        pendingTier: null,
        graceUntil: null,
        subscriptionId: null,
        endedSubscriptions:
          event.data.subscriptionId === null
            ? state.endedSubscriptions
            : [...state.endedSubscriptions, event.data.subscriptionId],
      };
    case 'MembershipCustomerLinked':
      return { ...state, customer: { provider: event.data.provider, id: event.data.customerId } };
    case 'MembershipSubscriptionReplaced':
      return {
        ...state,
        subscriptionId: event.data.replacedBy,
        endedSubscriptions: [...state.endedSubscriptions, event.data.subscriptionId],
      };
    default: {
      // Other user events (UserRegistered, UserBanned, …) share the stream: they change nothing here.
      const _other: never = event;
      return state;
    }
  }
};

/** The end of the time a running membership holds its tier, or null when it never ends. */
export const holdsUntil = (state: MembershipState): string | null => {
  if (state.status === 'past-due') return state.graceUntil;
  if (state.periodEnd === null) return null;
  // A subscription renews itself: its payment may be reported a little after the period ends.
  const renewsItself = state.status === 'active' && state.subscriptionId !== null;
  return renewsItself ? addDays(state.periodEnd, GRACE_DAYS) : state.periodEnd;
};

/**
 * The tier the member holds at `now`: while active or cancelling (until the period end, plus the
 * grace days for a subscription that renews itself), or past due within the grace days; else null.
 */
export const effectiveTier = (state: MembershipState, now: string): string | null => {
  if (!isRunning(state)) return null;
  const until = holdsUntil(state);
  return until === null || isBefore(now, until) ? state.tier : null;
};
