import { describe, expect, it } from '@jest/globals';
import { type SubscriptionStatement, type TierTerms } from './commands.js';
import { effectiveTier } from './state.js';
import {
  activated,
  chosen,
  expired,
  fellow,
  foldMembership,
  givenMembership as given,
  member,
  oneYearOn,
  orderA,
  subA,
  subB,
  t0,
  twoYearsOn,
  userID,
} from '../testing/membership-fixtures.js';

const stripe = 'provider:stripe' as const;
const sync = (over: Partial<SubscriptionStatement> = {}, tier: TierTerms = member, at = t0) =>
  ({
    type: 'SyncSubscription',
    userID,
    at,
    actor: stripe,
    tier,
    subscription: { id: subA, status: 'active', cancelAtPeriodEnd: false, periodEnd: oneYearOn, ...over },
  }) as const;
const live = activated({ actor: stripe, orderID: null, subscriptionId: subA });
const who = { userID, actor: stripe, reason: null } as const;
const scheduled = {
  type: 'MembershipCancellationScheduled',
  data: { ...who, effectiveAt: oneYearOn },
} as const;
const withdrawn = { type: 'MembershipCancellationWithdrawn', data: who } as const;
const changed = (fromTier: string, toTier: string) =>
  ({
    type: 'MembershipTierChanged',
    data: { ...who, fromTier, toTier, effective: 'immediately', toTierPaid: true, token: true },
  }) as const;

describe('membership: converging to what the provider says of a subscription', () => {
  it('when the subscription update arrives before the checkout completion, then the member is active and the completion appends nothing', () => {
    given([chosen()]).when(sync()).then([live]);
    const completion = {
      type: 'ApplyPayment',
      userID,
      at: t0,
      actor: stripe,
      tier: member,
      orderID: orderA,
      subscriptionId: subA,
    } as const;
    given([chosen(), live]).when(completion).then([]);
    expect(effectiveTier(foldMembership([chosen(), live]), t0)).toBe('member');
  });

  it('when the checkout completion came first, then the subscription update appends nothing', () => {
    given([chosen(), activated({ actor: stripe, subscriptionId: subA })])
      .when(sync())
      .then([]);
  });

  it('when the subscription is set to cancel at the period end, then the membership is cancelling', () => {
    given([chosen(), live])
      .when(sync({ cancelAtPeriodEnd: true }))
      .then([scheduled]);
  });

  it('when the cancellation is taken back at the provider, then it is withdrawn here too', () => {
    given([chosen(), live, scheduled]).when(sync()).then([withdrawn]);
  });

  it('when the subscription is deleted, then the membership expires and a late update does not revive it', () => {
    const ended = {
      type: 'MembershipExpired',
      data: { ...who, tier: 'member', subscriptionId: subA },
    } as const;
    given([chosen(), live])
      .when(sync({ status: 'canceled' }))
      .then([ended]);
    given([chosen(), live, ended]).when(sync()).then([]);
  });

  it('when another subscription is deleted, then the membership is left as it is', () => {
    given([chosen(), live])
      .when(sync({ id: subB, status: 'canceled' }))
      .then([]);
  });

  it('when the subscription moves to another price, then the tier changes now', () => {
    given([chosen(), live])
      .when(sync({}, fellow))
      .then([changed('member', 'fellow')]);
  });

  it('when the subscription moves on to its next period, then the membership is renewed', () => {
    const renewal = {
      type: 'MembershipRenewed',
      data: { ...who, tier: 'member', orderID: null, subscriptionId: subA, periodEnd: twoYearsOn },
    } as const;
    given([chosen(), live])
      .when(sync({ periodEnd: twoYearsOn }))
      .then([renewal]);
  });

  it('when the subscription is past due, then the membership is past due with its grace', () => {
    const pastDue = {
      type: 'MembershipPastDue',
      data: { ...who, since: oneYearOn, graceUntil: '2027-01-22T10:00:00.000Z', orderID: null },
    } as const;
    given([chosen(), live])
      .when(sync({ status: 'past-due' }, member, oneYearOn))
      .then([pastDue]);
    given([chosen(), live, pastDue])
      .when(sync({ status: 'past-due' }, member, oneYearOn))
      .then([]);
  });

  it('when a downgrade is billed from the next period, then the tier holds until that period starts', () => {
    const downgrade = {
      type: 'MembershipTierChanged',
      data: {
        ...who,
        actor: 'member',
        fromTier: 'fellow',
        toTier: 'member',
        effective: 'period-end',
        toTierPaid: true,
        token: true,
      },
    } as const;
    const onFellow = activated({ actor: stripe, tier: 'fellow', orderID: null, subscriptionId: subA });
    given([onFellow, downgrade]).when(sync()).then([]);
    given([onFellow, downgrade])
      .when(sync({ periodEnd: twoYearsOn }))
      .then([
        changed('fellow', 'member'),
        {
          type: 'MembershipRenewed',
          data: { ...who, tier: 'member', orderID: null, subscriptionId: subA, periodEnd: twoYearsOn },
        },
      ]);
  });

  it('when a checkout is not yet paid, then an incomplete subscription appends nothing', () => {
    given([chosen()])
      .when(sync({ status: 'incomplete' }))
      .then([]);
  });

  it('when a second subscription is on its way out, then it is not adopted', () => {
    given([chosen(), live])
      .when(sync({ id: subB, cancelAtPeriodEnd: true, periodEnd: twoYearsOn }))
      .then([]);
  });

  it('when an expired member has an active subscription again, then the membership is activated', () => {
    const again = activated({
      actor: stripe,
      orderID: null,
      subscriptionId: subB,
      periodStart: oneYearOn,
      periodEnd: twoYearsOn,
    });
    given([chosen(), activated(), expired()])
      .when(sync({ id: subB, periodEnd: twoYearsOn }, member, oneYearOn))
      .then([again]);
  });
});
