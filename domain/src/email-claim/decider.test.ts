import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { type EmailClaimCommand } from './commands.js';
import { emailClaimDecider, mayBeOrphaned, ORPHAN_CLAIM_AFTER_MS, type EmailClaimState } from './decider.js';
import { type EmailClaimRecord } from './events.js';

const given = deciderSpec<EmailClaimCommand, EmailClaimRecord, EmailClaimState>(emailClaimDecider);

const ada = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';
const claimedAt = '2026-01-01T12:00:00.000Z';
const claimedBy = (userID: string): EmailClaimRecord => ({
  type: 'EmailClaimed',
  data: { userID },
  metadata: { timestamp: claimedAt },
});
const after = (ms: number) => new Date(Date.parse(claimedAt) + ms);
const claim = (userID: string, now: Date, ownerRegistered?: boolean): EmailClaimCommand => ({
  type: 'ClaimEmail',
  userID,
  now,
  ...(ownerRegistered === undefined ? {} : { ownerRegistered }),
});

describe('email claim decider', () => {
  it('when an address was never claimed, then the user claims it', () => {
    given([])
      .when(claim(ada, after(0)))
      .then([{ type: 'EmailClaimed', data: { userID: ada } }]);
  });

  it('when the same user claims the address again (a retried sign-up), then nothing is added', () => {
    given([claimedBy(ada)])
      .when(claim(ada, after(1000)))
      .then([]);
  });

  it('when another user claimed it recently, then it is taken (a racing sign-up between its two appends)', () => {
    given([claimedBy(ada)])
      .when(claim(bob, after(ORPHAN_CLAIM_AFTER_MS - 1), false))
      .thenThrows('email-taken');
  });

  it('when another user claimed it long ago and has an account, then it is taken', () => {
    given([claimedBy(ada)])
      .when(claim(bob, after(ORPHAN_CLAIM_AFTER_MS), true))
      .thenThrows('email-taken');
  });

  it('when a claim is old and its owner never registered (left by a crash), then another user takes it over', () => {
    given([claimedBy(ada)])
      .when(claim(bob, after(ORPHAN_CLAIM_AFTER_MS), false))
      .then([{ type: 'EmailClaimed', data: { userID: bob } }]);
  });

  it('when whether the owner registered is not known, or the claim has no time, then it counts as taken', () => {
    given([claimedBy(ada)])
      .when(claim(bob, after(ORPHAN_CLAIM_AFTER_MS)))
      .thenThrows('email-taken');
    given([{ type: 'EmailClaimed', data: { userID: ada } }])
      .when(claim(bob, after(ORPHAN_CLAIM_AFTER_MS * 10), false))
      .thenThrows('email-taken');
  });

  it('when the state is folded, then the owner is the last claim and the owner check is asked only for an old claim of another', () => {
    const state = [claimedBy(ada), claimedBy(bob)].reduce(
      emailClaimDecider.evolve,
      emailClaimDecider.initialState(),
    );
    expect(state).toEqual({ owner: bob, claimedAt });
    expect(mayBeOrphaned(state, ada, after(ORPHAN_CLAIM_AFTER_MS))).toBe(true);
    expect(mayBeOrphaned(state, ada, after(ORPHAN_CLAIM_AFTER_MS - 1))).toBe(false);
    expect(mayBeOrphaned(state, bob, after(ORPHAN_CLAIM_AFTER_MS))).toBe(false);
  });
});

describe('email claim decider: releasing an address', () => {
  const release = (userID: string): EmailClaimCommand => ({ type: 'ReleaseEmail', userID });

  it('when the owner releases the address (their email changed), then it is released', () => {
    given([claimedBy(ada)])
      .when(release(ada))
      .then([{ type: 'EmailReleased', data: { userID: ada } }]);
  });

  it('when another user asks to release it, then nothing is added', () => {
    given([claimedBy(ada)])
      .when(release(bob))
      .then([]);
  });

  it('when a released address is claimed by another user, then the claim succeeds at once', () => {
    given([claimedBy(ada), { type: 'EmailReleased', data: { userID: ada } }])
      .when(claim(bob, after(1)))
      .then([{ type: 'EmailClaimed', data: { userID: bob } }]);
  });
});
