import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/errors.js';
import {
  activated,
  adminID,
  cancellationScheduled,
  fellow,
  givenMembership as given,
  member,
  orderB,
  userID,
} from '../testing/membership-fixtures.js';
import { type ApplyPayment, type TierTerms } from './commands.js';
import { defaultTierCatalogue } from './default-tiers.js';
import { type MembershipEvent } from './events.js';
import { type HeldMembership, replacementSentence } from './free-order-replacement.js';
import { membershipDecider } from './decider.js';

const now = '2026-11-28T10:00:00.000Z';
const fellowUntil = '2027-11-28T10:00:00.000Z';
const fellowYear = activated({ tier: 'fellow', periodEnd: fellowUntil });
const paidFellow = [fellowYear, cancellationScheduled(fellowUntil)];

const freeOrder = (tier: TierTerms, months: number | null, replaces?: HeldMembership): ApplyPayment => ({
  type: 'ApplyPayment',
  userID,
  tier,
  orderID: orderB,
  subscriptionId: null,
  months,
  at: now,
  actor: adminID,
  reason: 'Gift',
  freeOrder: { catalogue: defaultTierCatalogue.tiers, replaces },
});

const refusal = (events: readonly MembershipEvent[], command: ApplyPayment): DomainError => {
  const state = events.reduce(membershipDecider.evolve, membershipDecider.initialState());
  try {
    membershipDecider.decide(command, state);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('The free order was not refused');
};

describe('membership: a free order over a paid membership', () => {
  it('when a free 3-month Member order meets a cancelling Fellow year, then it is refused with what it would replace', () => {
    given(paidFellow).when(freeOrder(member, 3)).thenThrows('free-order-replaces-membership');
    const error = refusal(paidFellow, freeOrder(member, 3));
    expect(error.data).toEqual({
      current: { tier: 'fellow', until: fellowUntil },
      next: { tier: 'member', until: '2027-02-28T10:00:00.000Z' },
      dropsCancellation: true,
    });
    expect(error.message).toMatch(
      /^This makes the member Member until 28 Feb 2027 instead of Fellow until 28 Nov 2027, and drops the scheduled cancellation\./,
    );
  });

  it('when the admin confirms replacing the Fellow year, then the tier, the period and the cancellation change', () => {
    const decided = membershipDecider.decide(
      freeOrder(member, 3, { tier: 'fellow', until: fellowUntil }),
      paidFellow.reduce(membershipDecider.evolve, membershipDecider.initialState()),
    );
    expect(decided.map((e) => e.type)).toEqual([
      'MembershipCancellationWithdrawn',
      'MembershipTierChanged',
      'MembershipRenewed',
    ]);
    expect(decided[2]!.data).toMatchObject({ tier: 'member', periodEnd: '2027-02-28T10:00:00.000Z' });
  });

  it('when the confirmation names another membership than the one held, then it is refused still', () => {
    given(paidFellow)
      .when(freeOrder(member, 3, { tier: 'fellow', until: '2027-05-28T10:00:00.000Z' }))
      .thenThrows('free-order-replaces-membership');
  });

  it('when a higher tier for fewer months would end a paid year early, then it is refused', () => {
    const memberYear = [activated({ periodEnd: fellowUntil })];
    given(memberYear).when(freeOrder(fellow, 1)).thenThrows('free-order-replaces-membership');
  });

  it('when a free order extends the same paid tier, then it needs no confirmation', () => {
    const events = membershipDecider.decide(
      freeOrder(fellow, 3),
      [fellowYear].reduce(membershipDecider.evolve, membershipDecider.initialState()),
    );
    expect(events).toEqual([
      expect.objectContaining({
        type: 'MembershipRenewed',
        data: expect.objectContaining({ periodEnd: '2028-02-28T10:00:00.000Z' }),
      }),
    ]);
  });

  it('when the member holds a free tier, then a paid order for some months needs no confirmation', () => {
    const free = [activated({ tier: 'associate', periodEnd: null, token: false })];
    const state = free.reduce(membershipDecider.evolve, membershipDecider.initialState());
    expect(() => membershipDecider.decide(freeOrder(member, 3), state)).not.toThrow();
  });

  it('when the sentence is written for the page, then it names the member and the tiers', () => {
    const sentence = replacementSentence(
      {
        current: { tier: 'fellow', until: fellowUntil },
        next: { tier: 'member', until: null },
        dropsCancellation: false,
      },
      'Ada Lovelace',
      (id) => (id === 'fellow' ? 'Fellow' : 'Member'),
    );
    expect(sentence).toBe('This makes Ada Lovelace Member with no end instead of Fellow until 28 Nov 2027.');
  });
});
