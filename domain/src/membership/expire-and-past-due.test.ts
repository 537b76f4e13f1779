import { describe, expect, it } from '@jest/globals';
import { effectiveTier } from './state.js';
import {
  activated,
  cancellationScheduled,
  chosen,
  expired,
  foldMembership,
  givenMembership as given,
  member,
  oneYearOn,
  orderB,
  pastDue,
  renewed,
  subA,
  twoYearsOn,
  userID,
} from '../testing/membership-fixtures.js';

const expire = (at: string) => ({ type: 'ExpireMembership', userID, at, actor: 'system:scheduler' }) as const;
const expiredAt = (reason: string) =>
  ({
    type: 'MembershipExpired',
    data: { userID, actor: 'system:scheduler', reason, tier: 'member', subscriptionId: null },
  }) as const;
const failed = (at: string, coveredUntil: string | null = twoYearsOn) =>
  ({
    type: 'MarkMembershipPastDue',
    userID,
    at,
    actor: 'provider:stripe',
    reason: 'Your card was declined',
    orderID: null,
    coveredUntil,
  }) as const;
const dayAfterEnd = '2027-01-16T10:00:00.000Z';
const weekAfterEnd = '2027-01-22T10:00:00.000Z';

describe('membership: the scheduler expires what ran out', () => {
  it('when the period ended without renewal, then the membership expires', () => {
    given([chosen(), activated()])
      .when(expire(oneYearOn))
      .then([expiredAt('The period ended')]);
  });

  it('when the period has not ended, then nothing is appended', () => {
    given([chosen(), activated()]).when(expire('2027-01-15T09:59:59.999Z')).then([]);
  });

  it('when a renewal came before the end, then the membership is kept', () => {
    given([chosen(), activated(), renewed()]).when(expire(dayAfterEnd)).then([]);
  });

  it('when a subscription renews itself, then its tier holds 7 days after the end before it expires', () => {
    const events = [chosen(), activated({ subscriptionId: subA })];
    given(events).when(expire(dayAfterEnd)).then([]);
    expect(effectiveTier(foldMembership(events), dayAfterEnd)).toBe('member');
    given(events)
      .when(expire(weekAfterEnd))
      .then([expiredAt('The period ended')]);
  });

  it('when a cancelling membership reaches its end, then it expires without grace', () => {
    given([chosen(), activated({ subscriptionId: subA }), cancellationScheduled()])
      .when(expire(oneYearOn))
      .then([expiredAt('The period ended')]);
  });

  it('when a past-due membership outlives its grace, then it expires because the payment failed', () => {
    given([chosen(), activated({ subscriptionId: subA }), pastDue()])
      .when(expire(weekAfterEnd))
      .then([expiredAt('The payment failed')]);
  });

  it('when a downgrade to a free tier waits for the period end, then the free tier begins without end', () => {
    const downgrade = {
      type: 'MembershipTierChanged',
      data: {
        userID,
        actor: 'member',
        reason: null,
        fromTier: 'member',
        toTier: 'associate',
        effective: 'period-end',
        toTierPaid: false,
        token: false,
      },
    } as const;
    const reason = 'The period ended: the chosen free tier begins';
    const events = [chosen(), activated(), downgrade];
    const then = [
      {
        type: 'MembershipTierChanged',
        data: { ...downgrade.data, actor: 'system:scheduler', reason, effective: 'immediately' },
      },
      renewed({ actor: 'system:scheduler', reason, tier: 'associate', orderID: null, periodEnd: null }),
    ] as const;
    given(events)
      .when(expire(oneYearOn))
      .then([...then]);
    const state = foldMembership([...events, ...then]);
    expect(state.status).toBe('active');
    expect(effectiveTier(state, '2040-01-01T00:00:00.000Z')).toBe('associate');
  });

  it('when the membership already expired, then nothing more is appended', () => {
    given([chosen(), activated(), expired()]).when(expire(twoYearsOn)).then([]);
  });

  it('when a membership has no end, then it never expires', () => {
    given([activated({ periodEnd: null })])
      .when(expire('2099-01-01T00:00:00.000Z'))
      .then([]);
  });
});

describe('membership: a renewal payment fails', () => {
  it('when the renewal of an active membership fails, then it is past due with 7 days of grace', () => {
    given([chosen(), activated({ subscriptionId: subA })])
      .when(failed(oneYearOn))
      .then([pastDue()]);
    const state = foldMembership([chosen(), activated({ subscriptionId: subA }), pastDue()]);
    expect(state.status).toBe('past-due');
    expect(effectiveTier(state, dayAfterEnd)).toBe('member');
    expect(effectiveTier(state, weekAfterEnd)).toBeNull();
  });

  it('when it fails again while past due, then nothing more is appended', () => {
    given([chosen(), activated(), pastDue()]).when(failed(dayAfterEnd)).then([]);
  });

  it('when a failure notice arrives for a period already paid, then nothing is appended', () => {
    given([chosen(), activated(), renewed()]).when(failed(oneYearOn)).then([]);
  });

  it('when the first payment of a pending membership fails, then the membership is left to the order', () => {
    given([chosen()]).when(failed(oneYearOn, null)).then([]);
  });

  it('when the payment failed and then went through, then the membership is active again', () => {
    const paid = {
      type: 'ApplyPayment',
      userID,
      at: dayAfterEnd,
      actor: 'provider:stripe',
      tier: member,
      orderID: orderB,
      subscriptionId: subA,
      periodEnd: twoYearsOn,
    } as const;
    const events = [chosen(), activated({ subscriptionId: subA }), pastDue()];
    const renewal = renewed({ actor: 'provider:stripe', subscriptionId: subA });
    given(events).when(paid).then([renewal]);
    const state = foldMembership([...events, renewal]);
    expect(state.status).toBe('active');
    expect(effectiveTier(state, weekAfterEnd)).toBe('member');
  });

  it('when a membership expired, then a failed payment leaves it as it is', () => {
    given([chosen(), activated(), expired()]).when(failed(twoYearsOn)).then([]);
  });
});
