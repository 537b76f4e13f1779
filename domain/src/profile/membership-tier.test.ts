import { describe, expect, it } from '@jest/globals';
import { type ProfileState, evolveProfileState, type ProfileStreamEvent } from './state.js';

const userID = '11111111-1111-4111-8111-111111111111';
const orderID = '22222222-2222-4222-8222-222222222222';
const who = { userID, actor: 'provider:test', reason: null } as const;
const at = '2026-11-23T10:00:00.000Z';

const fold = (events: ProfileStreamEvent[]): ProfileState =>
  events.reduce(evolveProfileState, { status: 'none' } as ProfileState);

const registered: ProfileStreamEvent = {
  type: 'UserRegistered',
  data: {
    userID,
    membershipTier: null,
    passwordHash: null,
    personal: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' },
  },
};

describe('the tier a profile shows', () => {
  it('when a paid tier is only chosen, then the profile shows no tier; when it is paid, then it shows it', () => {
    const chosen: ProfileStreamEvent = {
      type: 'MembershipChosen',
      data: { ...who, tier: 'member', orderID },
    };
    expect(fold([registered, chosen])).toMatchObject({ membershipTier: null });
    const activated: ProfileStreamEvent = {
      type: 'MembershipActivated',
      data: {
        ...who,
        tier: 'member',
        orderID,
        subscriptionId: null,
        periodStart: at,
        periodEnd: null,
        token: true,
      },
    };
    expect(fold([registered, chosen, activated])).toMatchObject({ membershipTier: 'member' });
  });

  it('when the tier changes at once, then it shows the new one; when the membership expires, then none', () => {
    const activated: ProfileStreamEvent = {
      type: 'MembershipActivated',
      data: {
        ...who,
        tier: 'member',
        orderID,
        subscriptionId: null,
        periodStart: at,
        periodEnd: null,
        token: true,
      },
    };
    const change = (effective: 'immediately' | 'period-end'): ProfileStreamEvent => ({
      type: 'MembershipTierChanged',
      data: { ...who, fromTier: 'member', toTier: 'fellow', effective, toTierPaid: true, token: true },
    });
    expect(fold([registered, activated, change('period-end')])).toMatchObject({ membershipTier: 'member' });
    expect(fold([registered, activated, change('immediately')])).toMatchObject({ membershipTier: 'fellow' });
    const expired: ProfileStreamEvent = {
      type: 'MembershipExpired',
      data: { ...who, tier: 'fellow', subscriptionId: null },
    };
    expect(fold([registered, activated, change('immediately'), expired])).toMatchObject({
      membershipTier: null,
    });
  });
});
