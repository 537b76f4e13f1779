import { describe, expect, it } from '@jest/globals';
import { type TierTerms } from './commands.js';
import { isMembershipEvent } from './events.js';
import { effectiveTier } from './state.js';
import {
  activated,
  associate,
  cancellationScheduled,
  chosen,
  expired,
  fellow,
  foldMembership,
  givenMembership as given,
  member,
  oneYearOn,
  pastDue,
  t0,
  userID,
} from '../testing/membership-fixtures.js';

const later = '2026-06-01T00:00:00.000Z';
const change = (to: TierTerms, effective: 'immediately' | 'period-end') =>
  ({ type: 'ChangeMembershipTier', userID, at: later, actor: 'member', to, effective }) as const;
const tierChanged = (
  toTier: string,
  effective: 'immediately' | 'period-end',
  toTierPaid = true,
  token = true,
) =>
  ({
    type: 'MembershipTierChanged',
    data: { userID, actor: 'member', reason: null, fromTier: 'member', toTier, effective, toTierPaid, token },
  }) as const;
const cancel = (at = later) =>
  ({ type: 'ScheduleMembershipCancellation', userID, at, actor: 'member' }) as const;
const withdraw = (at = later) =>
  ({ type: 'WithdrawMembershipCancellation', userID, at, actor: 'member' }) as const;

describe('membership: changing the tier', () => {
  it('when a member downgrades, then the change waits for the period end and the tier holds meanwhile', () => {
    given([chosen(), activated()])
      .when(change(associate, 'period-end'))
      .then([tierChanged('associate', 'period-end', false, false)]);
    const state = foldMembership([
      chosen(),
      activated(),
      tierChanged('associate', 'period-end', false, false),
    ]);
    expect(state.pendingTier).toEqual({ id: 'associate', paid: false, token: false });
    expect(effectiveTier(state, later)).toBe('member');
  });

  it('when the same downgrade is asked twice, then nothing more is appended', () => {
    given([chosen(), activated(), tierChanged('associate', 'period-end', false, false)])
      .when(change(associate, 'period-end'))
      .then([]);
  });

  it('when a member with a pending downgrade chooses the current tier, then the downgrade is withdrawn', () => {
    const withdrawn = tierChanged('member', 'period-end');
    given([chosen(), activated(), tierChanged('associate', 'period-end', false, false)])
      .when(change(member, 'period-end'))
      .then([withdrawn]);
    expect(
      foldMembership([chosen(), activated(), tierChanged('associate', 'period-end'), withdrawn]).pendingTier,
    ).toBeNull();
  });

  it('when a member chooses the current tier with nothing pending, then nothing is appended', () => {
    given([chosen(), activated()]).when(change(member, 'period-end')).then([]);
  });

  it('when the change is immediate, then the tier is the new one at once', () => {
    given([chosen(), activated()])
      .when(change(fellow, 'immediately'))
      .then([tierChanged('fellow', 'immediately')]);
    expect(
      effectiveTier(foldMembership([chosen(), activated(), tierChanged('fellow', 'immediately')]), later),
    ).toBe('fellow');
  });

  it('when an expired membership changes its tier, then it is refused', () => {
    given([chosen(), activated(), expired()])
      .when(change(fellow, 'immediately'))
      .thenThrows('invalid-transition');
  });

  it('when a past-due membership changes its tier, then it is refused', () => {
    given([chosen(), activated(), pastDue()])
      .when(change(associate, 'period-end'))
      .thenThrows('invalid-transition');
  });

  it('when a membership without an end is to change at its end, then it is refused', () => {
    const free = activated({ tier: 'member', orderID: null, periodEnd: null });
    given([free]).when(change(associate, 'period-end')).thenThrows('invalid-transition');
  });
});

describe('membership: cancelling at the period end', () => {
  it('when an active member cancels, then it is cancelling until the period end and holds the tier until then', () => {
    given([chosen(), activated()]).when(cancel()).then([cancellationScheduled()]);
    const state = foldMembership([chosen(), activated(), cancellationScheduled()]);
    expect(state.status).toBe('cancelling');
    expect(effectiveTier(state, later)).toBe('member');
    expect(effectiveTier(state, oneYearOn)).toBeNull();
  });

  it('when a cancelling member cancels again, then nothing more is appended', () => {
    given([chosen(), activated(), cancellationScheduled()]).when(cancel()).then([]);
  });

  it('when an expired membership is cancelled, then it is refused', () => {
    given([chosen(), activated(), expired()]).when(cancel()).thenThrows('invalid-transition');
  });

  it('when a membership waiting for payment is cancelled, then it is refused', () => {
    given([chosen()]).when(cancel()).thenThrows('invalid-transition');
  });

  it('when there is no membership to cancel, then it is refused', () => {
    given([]).when(cancel()).thenThrows('invalid-transition');
  });

  it('when a membership without an end is cancelled, then it is refused', () => {
    given([activated({ tier: 'associate', periodEnd: null, token: false })])
      .when(cancel())
      .thenThrows('invalid-transition');
  });

  it('when a cancelling member withdraws the cancellation, then the membership is active again', () => {
    const withdrawn = {
      type: 'MembershipCancellationWithdrawn',
      data: { userID, actor: 'member', reason: null },
    } as const;
    given([chosen(), activated(), cancellationScheduled()]).when(withdraw()).then([withdrawn]);
    expect(foldMembership([chosen(), activated(), cancellationScheduled(), withdrawn]).status).toBe('active');
  });

  it('when an active member withdraws a cancellation, then nothing is appended', () => {
    given([chosen(), activated()]).when(withdraw()).then([]);
  });

  it('when an expired member withdraws a cancellation, then it is refused', () => {
    given([chosen(), activated(), cancellationScheduled(), expired()])
      .when(withdraw())
      .thenThrows('invalid-transition');
  });

  it('when the period already ended, then withdrawing the cancellation is refused', () => {
    given([chosen(), activated(), cancellationScheduled()])
      .when(withdraw(oneYearOn))
      .thenThrows('invalid-transition');
  });

  it('when the stream holds other user events, then the membership ignores them', () => {
    const registered = { type: 'UserRegistered', data: { userID } } as unknown as ReturnType<typeof chosen>;
    expect([registered, chosen()].filter(isMembershipEvent)).toEqual([chosen()]);
    expect(foldMembership([registered, chosen(), registered, activated()])).toEqual(
      foldMembership([chosen(), activated()]),
    );
    expect(effectiveTier(foldMembership([registered]), t0)).toBeNull();
  });
});
