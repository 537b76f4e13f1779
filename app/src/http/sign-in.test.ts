import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { setCookieHeader, type TestBrowser } from '../testing/test-browser.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let addresses = 0;

/** A browser from its own client address, so rate-limit counts never leak between tests. */
const visitor = (): TestBrowser => {
  const browser = app.browser();
  browser.headers['x-forwarded-for'] = `203.0.113.${++addresses}`;
  return browser;
};

const sessionOf = async (browser: TestBrowser) => (await browser.json('GET', '/rest/user/session')).body;

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS: '30' } });
}, 60_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('sign-in with a password', () => {
  it('when the password is right, then 200 with the success page and an HttpOnly, SameSite=Lax session cookie', async () => {
    const { email, password } = await app.member({ membershipTier: 'fellow' });
    const browser = visitor();
    const res = await browser.post('/rest/signin/password', { email: email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: '/sign-in-success' });
    const cookie = setCookieHeader(res, 'academy_session')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
    expect(await sessionOf(browser)).toEqual({ session: 'signed-in', membershipTier: 'fellow' });
  });

  it('when the password is wrong, then 401 invalid-credentials and no session', async () => {
    const { email } = await app.member();
    const browser = visitor();
    const { status, body, res } = await browser.json('POST', '/rest/signin/password', {
      email,
      password: 'not the password',
    });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'invalid-credentials', error_msg: 'The email or password is incorrect' });
    expect(setCookieHeader(res, 'academy_session')).toBeUndefined();
    expect(await sessionOf(browser)).toEqual({ session: 'none', membershipTier: null });
  });

  it('when the email is unknown, then the same answer, taking about as long as a known email', async () => {
    const { email } = await app.member();
    const time = async (address: string, mail: string) => {
      const started = performance.now();
      const res = await app
        .browser()
        .post(
          '/rest/signin/password',
          { email: mail, password: 'wrong password' },
          { 'x-forwarded-for': address },
        );
      return { ms: performance.now() - started, status: res.status, body: await res.json() };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await time('198.51.100.1', email);
      const b = await time('198.51.100.2', `nobody${i}@example.org`);
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    // Both verify one argon2id hash; an unknown email must not answer in a fraction of the time.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });

  it('when the body is malformed, then 400 validation-failed, never 500', async () => {
    const browser = visitor();
    expect((await browser.json('POST', '/rest/signin/password', { email: 'x' })).body).toMatchObject({
      error: 'validation-failed',
    });
    expect((await browser.json('POST', '/rest/signin/password', '{"email":')).status).toBe(400);
    expect(
      (await browser.json('POST', '/rest/signin/password', { email: 'a@b.org', password: 'p', admin: true }))
        .status,
    ).toBe(400);
  });
});

describe('sessions', () => {
  it('when a visitor signs up, then they are signed in at once', async () => {
    const { browser } = await app.member({ membershipTier: 'member' });
    expect(browser.session).toBeDefined();
    expect(await sessionOf(browser)).toEqual({ session: 'signed-in', membershipTier: 'member' });
  });

  it('when a session id was set before sign-in, then sign-in issues a new id and the planted one never works', async () => {
    const { email, password } = await app.member();
    const planted = 'A'.repeat(43);
    const browser = visitor();
    browser.cookies.set('academy_session', planted);
    await browser.post('/rest/signin/password', { email, password });
    expect(browser.session).toBeDefined();
    expect(browser.session).not.toBe(planted);
    const attacker = visitor();
    attacker.cookies.set('academy_session', planted);
    expect(await sessionOf(attacker)).toEqual({ session: 'none', membershipTier: null });
  });

  it('when a signed-in browser signs in again, then it gets a new id and the old one stops working', async () => {
    const { browser, email, password } = await app.member();
    const before = browser.session!;
    await browser.post('/rest/signin/password', { email, password });
    expect(browser.session).not.toBe(before);
    const old = visitor();
    old.cookies.set('academy_session', before);
    expect((await sessionOf(old)).session).toBe('none');
    expect((await sessionOf(browser)).session).toBe('signed-in');
  });

  it('when a member signs out, then the session ends on the server, not just in the browser', async () => {
    const { browser } = await app.member();
    const id = browser.session!;
    const res = await browser.post('/rest/signin/signOut');
    expect(res.status).toBe(200);
    expect(setCookieHeader(res, 'academy_session')).toMatch(/Max-Age=0/);
    const replay = visitor();
    replay.cookies.set('academy_session', id);
    expect(await sessionOf(replay)).toEqual({ session: 'none', membershipTier: null });
    expect((await replay.json('GET', '/rest/user/status')).status).toBe(401);
  });

  it('when a session is used within 30 days, then its expiry slides; unused for 30 days, it ends', async () => {
    const { browser } = await app.member();
    const day = 24 * 60 * 60 * 1000;
    app.advance(29 * day);
    const res = await browser.get('/rest/user/session');
    expect(await res.json()).toMatchObject({ session: 'signed-in' });
    expect(setCookieHeader(res, 'academy_session')).toMatch(/Max-Age=2592000/);
    app.advance(29 * day);
    expect((await sessionOf(browser)).session).toBe('signed-in');
    app.advance(30 * day + 60_000);
    expect((await sessionOf(browser)).session).toBe('none');
  });

  it('when a visitor asks for the status, then 401 not-signed-in (Bad Session)', async () => {
    expect((await visitor().json('GET', '/rest/user/status')).body).toEqual({
      error: 'not-signed-in',
      error_msg: 'Bad Session',
    });
  });

  it('when a member asks for the status, then the user id, admin flag and active status', async () => {
    const { browser, userID } = await app.member();
    expect((await browser.json('GET', '/rest/user/status')).body).toEqual({
      userID,
      admin: false,
      status: 'active',
      banReason: null,
    });
  });
});

describe('cross-origin state changes', () => {
  it('when a POST comes from another origin, then 403 forbidden and the session survives', async () => {
    const { browser } = await app.member();
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: app.url, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of cases) {
      const res = await browser.post('/rest/signin/signOut', undefined, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: 'forbidden' });
    }
    expect((await sessionOf(browser)).session).toBe('signed-in');
  });

  it('when a POST comes from the site itself or carries neither header, then it is allowed', async () => {
    const { browser } = await app.member();
    const sameOrigin = await browser.post('/rest/signin/signOut', undefined, {
      origin: app.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(200);
    const script = await visitor().post('/rest/signin/signOut');
    expect(script.status).toBe(200);
  });
});

describe('failed attempts are limited', () => {
  it('when an account had 10 failed sign-ins, then the 11th answers 429 rate-limited with Retry-After, even with the right password', async () => {
    const { email, password } = await app.member();
    for (let i = 0; i < 10; i++) {
      expect((await visitor().post('/rest/signin/password', { email, password: `wrong ${i}` })).status).toBe(
        401,
      );
    }
    const res = await visitor().post('/rest/signin/password', { email, password });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: 'rate-limited' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    app.advance(15 * 60_000 + 1000);
    expect((await visitor().post('/rest/signin/password', { email, password })).status).toBe(200);
  });

  it('when an unknown email had 10 failed sign-ins, then it is limited the same way (nothing tells it apart)', async () => {
    const email = `ghost.${Date.now()}@example.org`;
    for (let i = 0; i < 10; i++)
      await visitor().post('/rest/signin/password', { email, password: `wrong ${i}` });
    expect((await visitor().post('/rest/signin/password', { email, password: 'anything' })).status).toBe(429);
  });

  it('when one address failed 30 times (its limit here) across accounts, then it is limited', async () => {
    const browser = visitor();
    for (let i = 0; i < 30; i++) {
      expect(
        (await browser.post('/rest/signin/password', { email: `someone${i}@example.org`, password: 'wrong' }))
          .status,
      ).toBe(401);
    }
    const { email, password } = await app.member();
    const res = await browser.post('/rest/signin/password', { email, password });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await visitor().post('/rest/signin/password', { email, password })).status).toBe(200);
  });
});

describe('gkStart and redirect targets', () => {
  it('when the built-in provider is used, then gkStart sends the browser to /sign-in', async () => {
    const res = await visitor().get('/rest/signin/gkStart?redirect=1&localhost=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in');
    expect(setCookieHeader(res, 'sign-in-redirect-href')).toBeUndefined();
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
    'javascript%3Aalert(document.cookie)',
  ])('when gkStart is given the target %j, then it ends at /', async (target) => {
    const res = await visitor().get(`/rest/signin/gkStart?redirect=${encodeURIComponent(target)}`);
    expect(res.headers.get('location')).toBe('/sign-in');
    const cookie = setCookieHeader(res, 'sign-in-redirect-href')!;
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!))).toEqual({
      redirectHref: '/',
    });
  });

  it('when gkStart is given a target on this site, then it is saved for /sign-in-success', async () => {
    const res = await visitor().get(
      `/rest/signin/gkStart?redirect=${encodeURIComponent('/journal/submit?x=1')}`,
    );
    const cookie = setCookieHeader(res, 'sign-in-redirect-href')!;
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!))).toEqual({
      redirectHref: '/journal/submit?x=1',
    });
  });
});
