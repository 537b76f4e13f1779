import { describe, expect, it } from '@jest/globals';
import { BAD_SESSION, accessMessages, checkAccess } from './access.js';

const member = { session: 'signed-in', membershipTier: 'member' } as const;
const none = { session: 'none', membershipTier: null } as const;

describe('checkAccess', () => {
  it('when there are no requirements, then everyone is allowed', () => {
    expect(checkAccess(undefined, none)).toEqual({ ok: true });
    expect(checkAccess({}, null)).toEqual({ ok: true });
    expect(checkAccess({ signedIn: false }, BAD_SESSION)).toEqual({ ok: true });
  });

  it('when the session is none, then a not-signed-in error carries the optional data', () => {
    expect(checkAccess({ signedIn: true }, none, { from: '/journal/submit' })).toEqual({
      ok: false,
      error: { type: 'not-signed-in', message: BAD_SESSION, data: { from: '/journal/submit' } },
    });
  });

  it("when the server said 'Bad Session', then it is not-signed-in", () => {
    expect(checkAccess({ signedIn: true }, BAD_SESSION)).toMatchObject({
      ok: false,
      error: { type: 'not-signed-in' },
    });
    expect(checkAccess({ signedIn: true }, { session: BAD_SESSION, membershipTier: null })).toMatchObject({
      error: { type: 'not-signed-in' },
    });
  });

  it('when the tier is outside the authorized tiers, then insufficient-membership-tier', () => {
    expect(checkAccess({ authorizedTiers: ['fellow'] }, member)).toEqual({
      ok: false,
      error: { type: 'insufficient-membership-tier', message: accessMessages.insufficientTier },
    });
    expect(
      checkAccess({ authorizedTiers: ['fellow'] }, { session: 'signed-in', membershipTier: null }),
    ).toMatchObject({ ok: false });
    expect(checkAccess({ authorizedTiers: ['member', 'fellow'] }, member)).toEqual({ ok: true });
  });

  it('when a tier-gated page is visited without a session, then not-signed-in comes first', () => {
    expect(checkAccess({ authorizedTiers: ['member'] }, none)).toMatchObject({
      error: { type: 'not-signed-in' },
    });
  });

  it('when a non-admin reaches an admin requirement, then forbidden with the admin message', () => {
    expect(checkAccess({ admin: true }, member)).toEqual({
      ok: false,
      error: { type: 'forbidden', message: accessMessages.notAdmin },
    });
    expect(checkAccess({ admin: true }, { ...member, admin: true })).toEqual({ ok: true });
    expect(checkAccess({ admin: true }, none)).toMatchObject({ error: { type: 'not-signed-in' } });
  });
});
