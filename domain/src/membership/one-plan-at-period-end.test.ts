import { describe, expect, it } from '@jest/globals';
import { type MembershipEvent } from './events.js';
import { isUpgrade } from './tier-rules.js';
import {
  activated,
  associate,
  cancellationScheduled,
  chosen,
  fellow,
  foldMembership,
  givenMembership as given,
  member,
  oneYearOn,
  subA,
  userID,
} from '../testing/membership-fixtures.js';

const later = '2026-06-01T00:00:00.000Z';
const stamp = { userID, at: later, actor: 'member' } as const;
const downgraded = (toTier = 'associate', paid = false): MembershipEvent => ({
  type: 'MembershipTierChanged',
  data: {
    userID,
    actor: 'member',
    reason: null,
    fromTier: 'member',
    toTier,
    effective: 'period-end',
    toTierPaid: paid,
    token: false,
  },
});
const kept = (reason: string | null, token = true): MembershipEvent => ({
  type: 'MembershipTierChanged',
  data: {
    userID,
    actor: 'member',
    reason,
    fromTier: 'member',
    toTier: 'member',
    effective: 'period-end',
    toTierPaid: true,
    token,
  },
});

describe('membership: one plan for the period end', () => {
  it('when a member withdraws a scheduled downgrade, then the tier is kept past the period end', () => {
    given([chosen(), activated(), downgraded()])
      .when({ type: 'WithdrawMembershipTierChange', ...stamp, current: member })
      .then([kept(null)]);
    expect(foldMembership([chosen(), activated(), downgraded(), kept(null)]).pendingTier).toBeNull();
  });

  it('when there is no scheduled downgrade to withdraw, then nothing is appended', () => {
    given([chosen(), activated()])
      .when({ type: 'WithdrawMembershipTierChange', ...stamp, current: member })
      .then([]);
  });

  it('when a downgrade to a free tier was recorded as a cancellation, then withdrawing it also withdraws the cancellation', () => {
    const withdrawn: MembershipEvent = {
      type: 'MembershipCancellationWithdrawn',
      data: { userID, actor: 'member', reason: null },
    };
    given([chosen(), activated(), downgraded(), cancellationScheduled()])
      .when({ type: 'WithdrawMembershipTierChange', ...stamp, current: member })
      .then([kept(null), withdrawn]);
  });

  it('when a member with a scheduled downgrade cancels, then the cancellation replaces the downgrade', () => {
    const replaced = kept('The cancellation replaces the scheduled tier change', false);
    given([chosen(), activated(), downgraded('fellow', true)])
      .when({ type: 'ScheduleMembershipCancellation', ...stamp })
      .then([replaced, cancellationScheduled()]);
    const state = foldMembership([
      chosen(),
      activated(),
      downgraded('fellow', true),
      replaced,
      cancellationScheduled(),
    ]);
    expect(state.status).toBe('cancelling');
    expect(state.pendingTier).toBeNull();
  });

  it('when a cancelling member asks for a downgrade, then it is refused (the cancellation is withdrawn first)', () => {
    given([chosen(), activated(), cancellationScheduled()])
      .when({ type: 'ChangeMembershipTier', ...stamp, to: associate, effective: 'period-end' })
      .thenThrows('invalid-transition');
  });

  it('when the provider reports the subscription ending after a downgrade to a free tier, then it is not taken for a cancellation', () => {
    const live = activated({ actor: 'provider:stripe', orderID: null, subscriptionId: subA });
    given([chosen(), live, downgraded()])
      .when({
        type: 'SyncSubscription',
        userID,
        at: later,
        actor: 'provider:stripe',
        tier: member,
        subscription: { id: subA, status: 'active', cancelAtPeriodEnd: true, periodEnd: oneYearOn },
      })
      .then([]);
  });

  it('when a tier costs more a year, then moving to it is an upgrade, and moving back is not', () => {
    expect(isUpgrade(member, fellow)).toBe(true);
    expect(isUpgrade(fellow, member)).toBe(false);
    expect(isUpgrade(member, associate)).toBe(false);
  });
});
