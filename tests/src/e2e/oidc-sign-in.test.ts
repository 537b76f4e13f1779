import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type Page } from 'playwright-core';
import { listenTestOidcProvider, type TestOidcProvider } from '../support/oidc-provider.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { banUser, banner, expectHeading, grantAdmin, signUpMember, whereIs } from '../support/e2e-helpers.js';

// Sign-in through a real OpenID provider (oidc-provider 9 on 127.0.0.1, its own login and consent
// pages), driven in the browser from the app's Log in button back to the app.
describe('OpenID Connect sign-in in the browser', () => {
  let accounts: TestOidcProvider['accounts'];
  let idp: TestOidcProvider;
  let issuer: string;
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;

  beforeAll(async () => {
    // The provider notes on load that its login pages are for development: expected here.
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('oidc-provider')) warn(...args);
    });
    idp = await listenTestOidcProvider('academy-e2e-secret');
    ({ issuer, accounts } = idp);
    [browser, app] = await Promise.all([
      openBrowser(),
      startTestApp({
        frontend: true,
        env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret },
      }),
    ]);
    await idp.serve(app.url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await idp?.close();
    jest.restoreAllMocks();
  }, 30_000);

  // Each test starts signed out of both the app and the provider (their cookies share the host).
  beforeEach(async () => {
    await browser.context.clearCookies();
    page = await browser.newPage();
    // The provider's development pages ask Google for a font; this machine may be offline.
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
  });

  afterEach(async () => {
    await page?.close();
  });

  /** From the app's Log in button through the provider's login and consent pages, back to the app. */
  const logInAtProvider = async (from: string, sub: string) => {
    await page.goto(`${app.url}${from}`);
    await banner(page).getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.origin === issuer);
    await page.locator('input[name="login"]').fill(sub);
    await page.locator('input[name="password"]').fill('any password: the provider is the judge');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === app.url && !url.pathname.startsWith('/sign-in-success'), {
      timeout: 15_000,
    });
  };

  const status = () =>
    page.evaluate(
      async () => (await (await fetch('/rest/user/status')).json()) as { userID: string; admin: boolean },
    );

  it('when a new person logs in at the provider from a Registry page, then they are a signed-in member back on that page', async () => {
    accounts.set('noor', {
      email: 'noor.okafor@example.org',
      email_verified: true,
      given_name: 'Noor',
      family_name: 'Okafor',
    });
    await logInAtProvider('/registry', 'noor');

    expect(whereIs(page)).toBe('/registry');
    await banner(page).getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menu').getByText('Noor Okafor').waitFor();
    const me = await status();
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/profile/${me.userID}`);
    await expectHeading(page, 'Noor Okafor');
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when the verified email belongs to a member, then that member is signed in', async () => {
    const member = await signUpMember(app, { firstName: 'Emmy', lastName: 'Noether' });
    accounts.set('emmy', { email: member.email.toUpperCase(), email_verified: true });
    await logInAtProvider('/terms', 'emmy');

    expect(whereIs(page)).toBe('/terms');
    await banner(page).getByRole('button', { name: 'Profile menu' }).waitFor();
    expect((await status()).userID).toBe(member.userID);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when the provider does not vouch for the email, then the browser lands on /sign-in-fail, signed out', async () => {
    accounts.set('unverified', { email: 'unverified@example.org', email_verified: false });
    await logInAtProvider('/terms', 'unverified');

    expect(whereIs(page)).toBe('/sign-in-fail');
    await expectHeading(page, 'Sign-in failed');
    await banner(page).getByRole('button', { name: 'Log in' }).waitFor();
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when a banned member logs in at the provider, then the browser lands on the banned page with the reason', async () => {
    const [admin, member] = await Promise.all([
      signUpMember(app, { firstName: 'Alan', lastName: 'Turing' }),
      signUpMember(app, { firstName: 'Blaise', lastName: 'Pascal' }),
    ]);
    await grantAdmin(app, admin.email);
    await banUser(app, admin, member.userID, 'Fake reviews & spam');
    accounts.set('blaise', { email: member.email, email_verified: true });
    await logInAtProvider('/terms', 'blaise');

    expect(new URL(page.url()).pathname).toBe('/sign-in-fail/banned');
    expect(new URL(page.url()).searchParams.get('message')).toBe('Fake reviews & spam');
    await expectHeading(page, 'Your account has been suspended');
    expect(await page.getByTestId('ban-reason').textContent()).toBe('Fake reviews & spam');
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);
});
