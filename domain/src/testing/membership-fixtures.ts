import { defaultTierCatalogue } from '../membership/default-tiers.js';
import { type TierTerms } from '../membership/commands.js';
import { membershipDecider } from '../membership/decider.js';
import { type MembershipEvent } from '../membership/events.js';
import { type MembershipState } from '../membership/state.js';
import { findTier } from '../membership/tier-rules.js';
import { deciderSpec } from './decider-spec.js';

/** Shared by the membership and order decider specs. */
export const userID = '11111111-1111-4111-8111-111111111111';
export const adminID = '22222222-2222-4222-8222-222222222222';
export const orderA = '33333333-3333-4333-8333-333333333333';
export const orderB = '44444444-4444-4444-8444-444444444444';
export const subA = 'sub_A';
export const subB = 'sub_B';

export const t0 = '2026-01-15T10:00:00.000Z';
export const oneYearOn = '2027-01-15T10:00:00.000Z';
export const twoYearsOn = '2028-01-15T10:00:00.000Z';

const terms = (id: string): TierTerms => {
  const { price, interval, token } = findTier(defaultTierCatalogue, id)!;
  return price ? { id, price, interval, token } : { id, interval, token };
};
export const associate = terms('associate');
export const member = terms('member');
export const fellow = terms('fellow');

export const givenMembership = deciderSpec(membershipDecider);

export const foldMembership = (events: readonly MembershipEvent[]): MembershipState =>
  events.reduce(membershipDecider.evolve, membershipDecider.initialState());

const who = { userID, reason: null } as const;

export const chosen = (tier = 'member', orderID: string | null = orderA): MembershipEvent => ({
  type: 'MembershipChosen',
  data: { ...who, actor: 'member', tier, orderID },
});

export const activated = (
  over: Partial<Extract<MembershipEvent, { type: 'MembershipActivated' }>['data']> = {},
): MembershipEvent => ({
  type: 'MembershipActivated',
  data: {
    ...who,
    actor: 'provider:test',
    tier: 'member',
    orderID: orderA,
    subscriptionId: null,
    periodStart: t0,
    periodEnd: oneYearOn,
    token: true,
    ...over,
  },
});

export const renewed = (
  over: Partial<Extract<MembershipEvent, { type: 'MembershipRenewed' }>['data']> = {},
): MembershipEvent => ({
  type: 'MembershipRenewed',
  data: {
    ...who,
    actor: 'provider:test',
    tier: 'member',
    orderID: orderB,
    subscriptionId: null,
    periodEnd: twoYearsOn,
    ...over,
  },
});

export const cancellationScheduled = (effectiveAt = oneYearOn): MembershipEvent => ({
  type: 'MembershipCancellationScheduled',
  data: { ...who, actor: 'member', effectiveAt },
});

export const pastDue = (since = oneYearOn, graceUntil = '2027-01-22T10:00:00.000Z'): MembershipEvent => ({
  type: 'MembershipPastDue',
  data: {
    ...who,
    actor: 'provider:stripe',
    reason: 'Your card was declined',
    since,
    graceUntil,
    orderID: null,
  },
});

export const expired = (tier = 'member', subscriptionId: string | null = null): MembershipEvent => ({
  type: 'MembershipExpired',
  data: { ...who, actor: 'system:scheduler', reason: 'The period ended', tier, subscriptionId },
});
