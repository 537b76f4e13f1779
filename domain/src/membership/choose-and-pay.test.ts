import { describe, it } from '@jest/globals';
import {
  activated,
  adminID,
  associate,
  cancellationScheduled,
  chosen,
  expired,
  fellow,
  givenMembership as given,
  member,
  oneYearOn,
  orderA,
  orderB,
  renewed,
  subA,
  subB,
  t0,
  twoYearsOn,
  userID,
} from '../testing/membership-fixtures.js';

const choose = (tier = member, orderID: string | null = orderA) =>
  ({ type: 'ChooseMembership', userID, at: t0, actor: 'member', tier, orderID }) as const;

const pay = (over: Record<string, unknown> = {}) =>
  ({
    type: 'ApplyPayment',
    userID,
    at: t0,
    actor: 'provider:test',
    tier: member,
    orderID: orderA,
    subscriptionId: null,
    ...over,
  }) as const;

describe('membership: choosing a tier', () => {
  it('when a visitor chooses a paid tier, then the membership waits for its payment', () => {
    given([]).when(choose()).then([chosen()]);
  });

  it('when a visitor chooses a free tier, then it is active at once, with no end and no token', () => {
    given([])
      .when(choose(associate, null))
      .then([
        activated({ actor: 'member', tier: 'associate', orderID: null, periodEnd: null, token: false }),
      ]);
  });

  it('when an expired member chooses a paid tier, then it waits for payment again', () => {
    given([chosen(), activated(), expired()])
      .when(choose(member, orderB))
      .then([chosen('member', orderB)]);
  });

  it('when a member with a running membership chooses again, then it is refused', () => {
    given([chosen(), activated()]).when(choose(fellow, orderB)).thenThrows('invalid-transition');
  });
});

describe('membership: applying a payment', () => {
  it('when the checkout of a pending membership is paid, then it is active for a year with its token', () => {
    given([chosen()]).when(pay()).then([activated()]);
  });

  it('when the same order is applied a second time, then nothing more is appended', () => {
    given([chosen(), activated()]).when(pay()).then([]);
  });

  it('when an active member pays a renewal early, then the new year starts at the current period end', () => {
    given([chosen(), activated()])
      .when(pay({ orderID: orderB, at: '2026-12-01T00:00:00.000Z' }))
      .then([renewed()]);
  });

  it('when an active member pays for a higher tier, then the tier changes now and a new year starts', () => {
    const at = '2026-06-01T00:00:00.000Z';
    given([chosen(), activated()])
      .when(pay({ orderID: orderB, tier: fellow, at }))
      .then([
        {
          type: 'MembershipTierChanged',
          data: {
            userID,
            actor: 'provider:test',
            reason: null,
            fromTier: 'member',
            toTier: 'fellow',
            effective: 'immediately',
            toTierPaid: true,
            token: true,
          },
        },
        renewed({ tier: 'fellow', periodEnd: '2027-06-01T00:00:00.000Z' }),
      ]);
  });

  it('when a cancelling member pays a renewal, then the cancellation is withdrawn and the period extends', () => {
    given([chosen(), activated(), cancellationScheduled()])
      .when(pay({ orderID: orderB }))
      .then([
        {
          type: 'MembershipCancellationWithdrawn',
          data: { userID, actor: 'provider:test', reason: 'A new payment renews the membership' },
        },
        renewed(),
      ]);
  });

  it('when an expired member pays, then the membership is activated again from now', () => {
    given([chosen(), activated(), expired(), chosen('member', orderB)])
      .when(pay({ orderID: orderB, at: oneYearOn }))
      .then([activated({ orderID: orderB, periodStart: oneYearOn, periodEnd: twoYearsOn })]);
  });

  it('when an admin grants a free order without an end, then the membership has no end', () => {
    given([])
      .when(pay({ actor: adminID, reason: 'Honorary', tier: fellow, months: null }))
      .then([activated({ actor: adminID, reason: 'Honorary', tier: 'fellow', periodEnd: null })]);
  });

  it('when an admin grants a free order of 6 months, then the period ends 6 months on', () => {
    given([])
      .when(pay({ actor: adminID, reason: 'Prize', months: 6 }))
      .then([activated({ actor: adminID, reason: 'Prize', periodEnd: '2026-07-15T10:00:00.000Z' })]);
  });

  it('when the first invoice reports the period the checkout already activated, then nothing is appended', () => {
    given([chosen(), activated({ actor: 'provider:stripe', subscriptionId: subA })])
      .when(pay({ actor: 'provider:stripe', orderID: null, subscriptionId: subA, periodEnd: oneYearOn }))
      .then([]);
  });

  it('when an invoice pays the next period of the subscription, then the membership is renewed', () => {
    given([chosen(), activated({ actor: 'provider:stripe', subscriptionId: subA })])
      .when(pay({ actor: 'provider:stripe', orderID: orderB, subscriptionId: subA, periodEnd: twoYearsOn }))
      .then([renewed({ actor: 'provider:stripe', subscriptionId: subA })]);
  });

  it('when a payment arrives for a subscription the provider ended, then nothing is appended', () => {
    given([chosen(), activated({ subscriptionId: subA }), expired('member', subA)])
      .when(pay({ orderID: orderB, subscriptionId: subA, periodEnd: twoYearsOn }))
      .then([]);
  });

  it('when a member on a tier without end is paid the same tier again, then nothing is appended', () => {
    given([activated({ tier: 'associate', orderID: null, periodEnd: null, token: false })])
      .when(pay({ tier: associate, orderID: orderB }))
      .then([]);
  });

  it('when a payment comes from a new subscription, then it replaces the old one and the renewal names it', () => {
    given([chosen(), activated({ subscriptionId: subA })])
      .when(pay({ orderID: orderB, subscriptionId: subB, periodEnd: twoYearsOn }))
      .then([
        {
          type: 'MembershipSubscriptionReplaced',
          data: { userID, actor: 'provider:test', reason: null, subscriptionId: subA, replacedBy: subB },
        },
        renewed({ subscriptionId: subB }),
      ]);
  });
});
