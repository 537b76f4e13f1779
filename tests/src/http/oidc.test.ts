import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { userIdByEmail } from '@academy/command-service';
import { userStreamId } from '@academy/domain';
import { runAdminCommand } from '@academy/app';
import { listenTestOidcProvider, type TestOidcProvider } from '../support/oidc-provider.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TestBrowser } from '../support/test-browser.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let provider: TestOidcProvider;
let issuer: string;
let accounts: TestOidcProvider['accounts'];

/** A real OpenID provider on 127.0.0.1, and the app started with it as its issuer. */
const startProvider = async (): Promise<void> => {
  provider = await listenTestOidcProvider();
  ({ issuer, accounts } = provider);
  app = await startTestApp({
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    },
  });
  // Loaded after the console filter is in place: it warns on load that Node 20 is not its tested runtime.
  await provider.serve(app.url);
};

/** The browser's trip: gkStart → provider login and consent → back to the callback. Answers the callback's Location. */
const signInThroughProvider = async (browser: TestBrowser, sub: string): Promise<string> => {
  const start = await browser.get('/rest/signin/gkStart?redirect=1');
  expect(start.status).toBe(302);
  let url = start.headers.get('location')!;
  const idp = new TestBrowser(issuer);
  for (let hop = 0; hop < 12 && !url.startsWith(app.url); hop++) {
    let res = await idp.get(url);
    if (res.status === 200) {
      const page = await res.text();
      const action = new URL(/action="([^"]+)"/.exec(page)![1]!, issuer).href;
      const form = page.includes('value="login"')
        ? `prompt=login&login=${encodeURIComponent(sub)}&password=x`
        : 'prompt=consent';
      res = await idp.request('POST', action, form, { 'content-type': 'application/x-www-form-urlencoded' });
    }
    url = new URL(res.headers.get('location')!, issuer).href;
  }
  const back = await browser.get(url);
  expect(back.status).toBe(302);
  return back.headers.get('location')!;
};

beforeAll(async () => {
  // The provider's notes about its development-only login pages are expected here.
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider')) warn(...args);
  });
  await startProvider();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await provider?.close();
}, 30_000);

describe('sign-in through an OpenID provider', () => {
  it('when gkStart is called, then the browser goes to the provider with PKCE (S256), state and nonce', async () => {
    const res = await app.browser().get('/rest/signin/gkStart?redirect=1&localhost=1');
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${app.url}/rest/signin/oidc/callback`);
  });

  it('when a new person signs in with a verified email, then a member is created (events) and signed in', async () => {
    accounts.set('new-person', {
      email: 'new.person@example.org',
      email_verified: true,
      given_name: 'Noor',
      family_name: 'Okafor',
    });
    const browser = app.browser();
    expect(await signInThroughProvider(browser, 'new-person')).toBe('/sign-in-success');
    const status = (await browser.json<{ userID: string }>('GET', '/rest/user/status')).body;
    const events = await app.server.core.store.readStream(userStreamId(status.userID));
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'IdentityLinked']);
    expect(events[0]!.data).toMatchObject({
      passwordHash: null,
      personal: { email: 'new.person@example.org', firstName: 'Noor', lastName: 'Okafor' },
    });
    expect(events[1]!.data).toEqual({ userID: status.userID, issuer, personal: { subject: 'new-person' } });
    const profile = await browser.get('/rest/user/profile', {
      'x-min-position': String(events.at(-1)!.position),
    });
    expect(await profile.json()).toMatchObject({ firstName: 'Noor', lastName: 'Okafor' });
  });

  it('when the verified email belongs to a member, then the identity is linked to them, once', async () => {
    const member = await app.member({ email: 'existing.member@example.org' });
    accounts.set('existing', { email: 'Existing.Member@example.org', email_verified: true });
    const browser = app.browser();
    expect(await signInThroughProvider(browser, 'existing')).toBe('/sign-in-success');
    expect((await browser.json('GET', '/rest/user/status')).body).toMatchObject({ userID: member.userID });
    expect(await signInThroughProvider(app.browser(), 'existing')).toBe('/sign-in-success');
    const types = (await app.server.core.store.readStream(userStreamId(member.userID))).map((e) => e.type);
    expect(types).toEqual(['UserRegistered', 'IdentityLinked']);
  });

  it('when the email is not verified, then sign-in fails and nothing is recorded', async () => {
    accounts.set('unverified', { email: 'unverified@example.org', email_verified: false });
    const browser = app.browser();
    expect(await signInThroughProvider(browser, 'unverified')).toBe('/sign-in-fail');
    expect((await browser.json('GET', '/rest/user/session')).body).toMatchObject({ session: 'none' });
    expect(await userIdByEmail(app.server.core.store, 'unverified@example.org')).toBeUndefined();
    expect(app.logs.some((line) => line.includes('no verified email'))).toBe(true);
  });

  it('when the member is banned, then the browser lands on the banned page with the reason', async () => {
    const admin = await app.member();
    await runAdminCommand(app.server.core, {
      action: 'grant',
      email: admin.email,
      operator: 'operator:test',
    });
    const member = await app.member({ email: 'banned.member@example.org' });
    await admin.browser.post(`/rest/admin/users/${member.userID}/ban`, { reason: 'Fake reviews & spam' });
    accounts.set('banned', { email: 'banned.member@example.org', email_verified: true });
    const location = await signInThroughProvider(app.browser(), 'banned');
    expect(location).toBe(`/sign-in-fail/banned?message=${encodeURIComponent('Fake reviews & spam')}`);
  });

  it('when the callback comes without this browser’s state, or twice, then sign-in fails', async () => {
    accounts.set('victim', { email: 'victim@example.org', email_verified: true });
    const browser = app.browser();
    const start = await browser.get('/rest/signin/gkStart?redirect=1');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const forged = await app.browser().get(`/rest/signin/oidc/callback?code=abc&state=${state}`);
    expect(forged.headers.get('location')).toBe('/sign-in-fail');
    const replay = await browser.get(`/rest/signin/oidc/callback?code=abc&state=${state}`);
    expect(replay.headers.get('location')).toBe('/sign-in-fail');
    const aborted = await app.browser().get('/rest/signin/oidc/callback?error=access_denied');
    expect(aborted.headers.get('location')).toBe('/sign-in-fail');
  });
});
