import { describe, expect, it } from '@jest/globals';
import { type ApplyPayment, type TierTerms } from './commands.js';
import { type MembershipEvent } from './events.js';
import { effectiveTier } from './state.js';
import {
  activated,
  fellow,
  foldMembership,
  givenMembership as given,
  member,
  oneYearOn,
  orderB,
  subA,
  subB,
  t0,
  twoYearsOn,
  userID,
} from '../testing/membership-fixtures.js';

const stripe = 'provider:stripe' as const;
const who = { userID, actor: stripe, reason: null } as const;
const onMember = activated({ actor: stripe, subscriptionId: subA });
const paid = (over: Partial<ApplyPayment> & { tier: TierTerms }): ApplyPayment => ({
  type: 'ApplyPayment',
  userID,
  at: t0,
  actor: stripe,
  orderID: orderB,
  subscriptionId: subB,
  ...over,
});
const upgraded: MembershipEvent[] = [
  { type: 'MembershipSubscriptionReplaced', data: { ...who, subscriptionId: subA, replacedBy: subB } },
  {
    type: 'MembershipTierChanged',
    data: {
      ...who,
      fromTier: 'member',
      toTier: 'fellow',
      effective: 'immediately',
      toTierPaid: true,
      token: true,
    },
  },
  {
    type: 'MembershipRenewed',
    data: { ...who, tier: 'fellow', orderID: orderB, subscriptionId: subB, periodEnd: oneYearOn },
  },
];

describe('membership: one subscription per member', () => {
  it('when an upgrade’s new subscription is paid, then it replaces the old one and the tier changes', () => {
    given([onMember])
      .when(paid({ tier: fellow, periodEnd: oneYearOn }))
      .then(upgraded);
  });

  it('when the replaced subscription’s renewal is paid later, then the membership stays on the new tier', () => {
    const renewal = paid({ tier: member, subscriptionId: subA, orderID: null, periodEnd: twoYearsOn });
    given([onMember, ...upgraded])
      .when(renewal)
      .then([]);
    expect(effectiveTier(foldMembership([onMember, ...upgraded]), t0)).toBe('fellow');
  });

  it('when the replaced subscription reports itself active, then nothing changes', () => {
    given([onMember, ...upgraded])
      .when({
        type: 'SyncSubscription',
        userID,
        at: t0,
        actor: stripe,
        tier: member,
        subscription: { id: subA, status: 'active', cancelAtPeriodEnd: false, periodEnd: twoYearsOn },
      })
      .then([]);
  });

  it('when the new subscription’s update arrives before its checkout, then it replaces the old one all the same', () => {
    given([onMember])
      .when({
        type: 'SyncSubscription',
        userID,
        at: t0,
        actor: stripe,
        tier: fellow,
        subscription: { id: subB, status: 'active', cancelAtPeriodEnd: false, periodEnd: oneYearOn },
      })
      .then([
        upgraded[0]!,
        upgraded[1]!,
        { type: 'MembershipRenewed', data: { ...upgraded[2]!.data, orderID: null } } as MembershipEvent,
      ]);
  });

  it('when a checkout makes the member’s customer, then it is linked once; another provider’s replaces it', () => {
    const link = { type: 'LinkPaymentCustomer', userID, at: t0, actor: stripe } as const;
    const linked: MembershipEvent = {
      type: 'MembershipCustomerLinked',
      data: { ...who, provider: 'stripe', customerId: 'cus_1' },
    };
    given([onMember])
      .when({ ...link, provider: 'stripe', customerId: 'cus_1' })
      .then([linked]);
    given([onMember, linked])
      .when({ ...link, provider: 'stripe', customerId: 'cus_1' })
      .then([]);
    expect(foldMembership([onMember, linked]).customer).toEqual({ provider: 'stripe', id: 'cus_1' });
    given([onMember, linked])
      .when({ ...link, provider: 'test', customerId: 'cus_test_1' })
      .then([
        { type: 'MembershipCustomerLinked', data: { ...who, provider: 'test', customerId: 'cus_test_1' } },
      ]);
  });

  it('when the same subscription pays its renewal, then nothing is replaced', () => {
    given([onMember])
      .when(paid({ tier: member, subscriptionId: subA, periodEnd: twoYearsOn }))
      .then([
        {
          type: 'MembershipRenewed',
          data: { ...who, tier: 'member', orderID: orderB, subscriptionId: subA, periodEnd: twoYearsOn },
        },
      ]);
  });
});
