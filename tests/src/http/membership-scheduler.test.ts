import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { waitForProjections } from '@academy/platform';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(30_000);

let app: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await startTestApp();
}, 180_000);

afterAll(async () => {
  await app?.close();
});

/** Waits until the projections (the scheduler reads `memberships`) have passed `position`. */
const projected = async (position: number) => {
  const target = await app.server.core.store.checkpointAt(position);
  expect(await waitForProjections(app.db, ['memberships', 'profiles'], target, 5000)).toBe(true);
};

/** The tier the session would report (sessions themselves end after 30 idle days). */
const tierOf = async (userID: string) => (await app.server.core.access.of(userID)).membershipTier;

const signIn = async (email: string, password: string) => {
  const browser = app.browser();
  expect((await browser.post('/rest/signin/password', { email, password })).status).toBe(200);
  return browser;
};

describe('the membership scheduler (injected clock)', () => {
  it('when a paid period ends without renewal, then the sweep expires the membership and the session holds no tier', async () => {
    const { userID, position, browser } = await app.member({ membershipTier: 'member' });
    await projected(position);
    // The Registry's profile shows the tier once it is paid.
    const profile = await browser.get(`/rest/user/profile?userID=${userID}`);
    expect(((await profile.json()) as { membershipTier?: string | null }).membershipTier).toBe('member');
    expect(await tierOf(userID)).toBe('member');
    // The day before the end: nothing to do.
    app.advance(364 * DAY);
    expect(await app.server.scheduler!.sweep()).toBe(0);
    expect(await tierOf(userID)).toBe('member');
    app.advance(2 * DAY);
    // Past the end, the access rules already refuse the tier; the sweep records the expiry.
    expect(await tierOf(userID)).toBeNull();
    expect(await app.server.scheduler!.sweep()).toBeGreaterThanOrEqual(1);
    const { state } = await app.server.core.access.membership(userID);
    expect(state.status).toBe('expired');
    const last = (await app.server.core.store.readStream(`user-${userID}`, 1)).at(-1)!;
    expect(last).toMatchObject({
      type: 'MembershipExpired',
      data: { actor: 'system:scheduler', reason: 'The period ended' },
    });
  });

  it('when the member renews before the end, then the sweep at the old end keeps the membership', async () => {
    const { userID, position, email, password } = await app.member({ membershipTier: 'fellow' });
    await projected(position);
    app.advance(300 * DAY);
    const browser = await signIn(email, password);
    const renewal = await browser.post('/rest/membership/checkout', { membershipTier: 'fellow' });
    expect(renewal.status).toBe(201);
    const { orderID } = (await renewal.json()) as { orderID: string };
    const paid = await browser.post(`/rest/checkout/test/${orderID}/pay`, {});
    expect(paid.status).toBe(200);
    await projected(((await paid.json()) as { position: number }).position);
    app.advance(70 * DAY);
    await app.server.scheduler!.sweep();
    const { state } = await app.server.core.access.membership(userID);
    expect(state.status).toBe('active');
    expect(await tierOf(userID)).toBe('fellow');
  });
});
