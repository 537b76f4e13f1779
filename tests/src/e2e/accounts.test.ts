import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { type TestApp } from '../support/test-app.js';
import { type BrowserUnderTest } from '../support/browser.js';
import {
  banUser,
  banner,
  expectHeading,
  signInThroughPage,
  signOutThroughPage,
  signUpMember,
  startAppWithMemberAndAdmin,
  submitSignIn,
  whereIs,
  type SignedUpMember,
} from '../support/e2e-helpers.js';

// Issue 3 in a real browser: sign-in and back, sign-in failures, bans, log out, refusal pages.
describe('accounts in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let member: SignedUpMember;
  let admin: SignedUpMember;
  let page: Page;

  beforeAll(async () => {
    ({ app, browser, member, admin } = await startAppWithMemberAndAdmin(
      { firstName: 'Ada', lastName: 'Lovelace' },
      { firstName: 'Grace', lastName: 'Hopper' },
    ));
  }, 180_000);

  // A fresh tab per test (the cookies are the browser's, shared): its console errors are this test's.
  beforeEach(async () => {
    page = await browser.newPage();
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  /** The session as the server sees this browser's cookie. */
  const sessionOfPage = () =>
    page.evaluate(
      async () => ((await (await fetch('/rest/user/session')).json()) as { session: string }).session,
    );

  it('when a visitor clicks Log in on a Registry page and signs in on /sign-in, then they are back on that page, signed in', async () => {
    await page.goto(`${app.url}/registry/search?query=Lovelace`);
    await expectHeading(page, 'Registry: Lovelace');
    await banner(page).getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL(`${app.url}/sign-in`);
    await expectHeading(page, 'Sign in');
    await submitSignIn(page, member);

    await page.waitForURL(`${app.url}/registry/search?query=Lovelace`, { timeout: 15_000 });
    await banner(page).getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(
      await page.getByRole('region', { name: 'Members' }).getByRole('link', { name: 'Ada Lovelace' }).count(),
    ).toBe(1);
    expect(await sessionOfPage()).toBe('signed-in');
    const cookies = await browser.context.cookies(app.url);
    expect(cookies.map((c) => c.name)).not.toContain('sign-in-redirect-href');
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when a member logs out, then the server ends the session and no cached data lets them back into a member page', async () => {
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');
    const oldCookie = (await browser.context.cookies(app.url)).find((c) => c.name === 'academy_session');
    expect(oldCookie).toBeDefined();

    // On a loaded machine the menu can ignore a click that comes while it is still settling (it
    // stays on the page, or closes): close it, open it and click Log out again until the page leaves.
    const logOut = page.getByRole('menuitem', { name: 'Log out' });
    for (let attempt = 1; ; attempt++) {
      if (!(await logOut.isVisible()))
        await banner(page).getByRole('button', { name: 'Profile menu' }).click();
      await logOut.click({ timeout: 10_000 }).catch(() => undefined);
      const left = await page
        .waitForURL(`${app.url}/`, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (left) break;
      if (attempt === 4) throw new Error('Log out never left the page');
      await page.keyboard.press('Escape'); // close what is left of the menu; open it afresh
    }
    await banner(page).getByRole('button', { name: 'Log in' }).waitFor();

    // Back to the member page without a reload: the store is the same, its cache must be gone.
    await page.goBack();
    await expectHeading(page, 'Unauthorized Access');
    expect(whereIs(page)).toBe('/settings/manage-membership');
    expect((await browser.context.cookies(app.url)).map((c) => c.name)).not.toContain('academy_session');
    const replayed = await fetch(`${app.url}/rest/user/session`, {
      headers: { cookie: `academy_session=${oldCookie!.value}` },
    });
    expect(await replayed.json()).toMatchObject({ session: 'none' });
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when the password is wrong, then the browser lands on /sign-in-fail and stays signed out', async () => {
    await page.goto(`${app.url}/sign-in`);
    await submitSignIn(page, { email: member.email, password: 'not the right password at all' });
    await page.waitForURL(`${app.url}/sign-in-fail`);
    await expectHeading(page, 'Sign-in failed');
    expect(await page.getByText('We could not sign you in.', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await sessionOfPage()).toBe('none');
    // The refused sign-in itself is a 401 answer, which Chromium logs; nothing else may be.
    expect(browser.errorsOf(page).filter((e) => !/status of 401/.test(e))).toEqual([]);
  }, 30_000);

  it('when a signed-in member is banned, then /sign-in-fail sends them to the banned page with the reason, and signing in again lands there too', async () => {
    const kurt = await signUpMember(app, { firstName: 'Kurt', lastName: 'Goedel' });
    const reason = 'Fabricated data in three papers';
    await signInThroughPage(page, app, kurt);
    await banUser(app, admin, kurt.userID, reason);

    await page.goto(`${app.url}/sign-in-fail`);
    await page.waitForURL((url) => url.pathname === '/sign-in-fail/banned');
    expect(new URL(page.url()).searchParams.get('message')).toBe(reason);
    await expectHeading(page, 'Your account has been suspended');
    expect(await page.getByTestId('ban-reason').textContent()).toBe(reason);

    await signOutThroughPage(page, app);
    await page.goto(`${app.url}/sign-in`);
    await submitSignIn(page, kurt);
    await page.waitForURL((url) => url.pathname === '/sign-in-fail/banned');
    expect(new URL(page.url()).searchParams.get('message')).toBe(reason);
    expect(await page.getByTestId('ban-reason').textContent()).toBe(reason);
    // The refused sign-in is a 403 answer, which Chromium logs; nothing else may be.
    expect(browser.errorsOf(page).filter((e) => !/status of 403/.test(e))).toEqual([]);
  }, 120_000);

  it('when a visitor opens a member page, then "Unauthorized Access" shows with the spec text', async () => {
    await signOutThroughPage(page, app);
    await page.goto(`${app.url}/journal/submit`);
    await expectHeading(page, 'Unauthorized Access');
    expect(
      await page
        .getByText('If you have been signed out, please log in to you your account to continue.')
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Return home' }).getAttribute('href')).toBe('/');
  }, 30_000);

  it('when a member opens an admin page, then "Access denied." says an admin is needed; an admin sees the page', async () => {
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/admin/access`);
    await expectHeading(page, 'Access denied.');
    expect(await page.getByText('You must be an admin to view this page.').isVisible()).toBe(true);

    await signOutThroughPage(page, app);
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin/access`);
    await expectHeading(page, 'Admin Management');
    expect(browser.errorsOf(page).filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
  }, 120_000);
});
