import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { type BrowserUnderTest } from '../support/browser.js';
import {
  chooseMenuItem,
  banner,
  banUser,
  expectHeading,
  signInThroughPage,
  signOutThroughPage,
  signUpMember,
  startAppWithMemberAndAdmin,
  type SignedUpMember,
} from '../support/e2e-helpers.js';
import { type TestApp } from '../support/test-app.js';

// The journeys that ended in dead ends: a declined sign-up, a ban while signed in, the Journal's
// keyword picker, Exit Admin.
describe('journeys without dead ends in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let admin: SignedUpMember;
  let page: Page;

  beforeAll(async () => {
    ({ app, browser, admin } = await startAppWithMemberAndAdmin(
      { firstName: 'Emmy', lastName: 'Noether' },
      { firstName: 'Grace', lastName: 'Hopper' },
    ));
  }, 180_000);

  beforeEach(async () => {
    page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  afterEach(async () => {
    await signOutThroughPage(page, app);
    await page?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  const sessionTier = () =>
    page.evaluate(
      async () =>
        ((await (await fetch('/rest/user/session')).json()) as { membershipTier: string | null })
          .membershipTier,
    );

  it('when a sign-up is declined at checkout, then its page offers "Try the payment again" (no account form), and paying then makes the member', async () => {
    await page.goto(`${app.url}/sign-up`);
    await page.getByRole('link', { name: 'Choose Member' }).click();
    await page.waitForURL(`${app.url}/sign-up/member`);
    await page.getByLabel('First name').fill('Lise');
    await page.getByLabel('Last name').fill('Meitner');
    await page.getByLabel('Email').fill(`lise.meitner.${Date.now()}@example.org`);
    await page.getByLabel(/^Password/).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-up/member', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('message')).toBe('Payment failed');
    await page.getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor();
    const retry = page.getByRole('button', { name: 'Try the payment again' });
    await retry.waitFor();
    expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);

    // Another tier's page offers to pay for that one, still no account form.
    await page.goto(`${app.url}/sign-up/fellow`);
    await page.getByRole('button', { name: 'Complete payment' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Choose another tier' }).isVisible()).toBe(true);

    await page.goto(`${app.url}/sign-up/member?message=Payment+failed`);
    await retry.click();
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${app.url}/sign-up/success`, { timeout: 15_000 });
    expect(await sessionTier()).toBe('member');
    // The success page names the member and, signed in as they are, does not ask them to log in.
    await page.getByText('Welcome, Lise!').waitFor();
    expect(await page.getByText('Log in with the email and password').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('link', { name: 'Log in' }).count()).toBe(0);
  }, 120_000);

  it('when a signed-in member is banned, then the next page load goes to the banned page with the reason', async () => {
    const member = await signUpMember(app, { firstName: 'Ban', lastName: 'Onload' });
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/registry`);
    await expectHeading(page, 'Registry');
    await banUser(app, admin, member.userID, 'Fabricated data');
    await page.goto(`${app.url}/settings/manage-membership`);
    await page.waitForURL((url) => url.pathname === '/sign-in-fail/banned', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('message')).toBe('Fabricated data');
    expect(await page.getByTestId('ban-reason').textContent()).toBe('Fabricated data');
  }, 120_000);

  it('when a signed-in member is banned, then the next request (a Registry search in the page) goes to the banned page with the reason', async () => {
    const member = await signUpMember(app, { firstName: 'Ban', lastName: 'Onrequest' });
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/terms`);
    await expectHeading(page, 'Terms of Use');
    await banUser(app, admin, member.userID, 'Plagiarism');
    // In-page navigation: the status is cached as fresh; the search itself answers `banned`.
    await banner(page)
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Registry' })
      .click();
    await page.waitForURL((url) => url.pathname === '/sign-in-fail/banned', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('message')).toBe('Plagiarism');
    expect(await page.getByTestId('ban-reason').textContent()).toBe('Plagiarism');
  }, 120_000);

  it('when a member types in the Journal keyword picker, then it searches like the expertise editor: from 1 character, "No expertise found" from 3, create only without a match, 20 a page', async () => {
    const author = await app.member({ firstName: 'Rachel', lastName: 'Carson', membershipTier: 'member' });
    let position = author.position;
    for (const tag of ['oceanography', ...Array.from({ length: 24 }, (_, i) => `oceanic ${100 + i}`)]) {
      const res = await author.browser.post('/rest/expertise/tags', { tag });
      // 409: the catalogue has it already.
      expect([201, 409]).toContain(res.status);
      const { position: at } = (await res.json()) as { position?: number };
      position = Math.max(position, at ?? 0);
    }
    // The read model has the tags before the page asks.
    expect(
      (
        await author.browser.get('/rest/expertise/tags?search=ocean&limit=1', {
          'x-min-position': String(position),
        })
      ).status,
    ).toBe(200);
    await signInThroughPage(page, app, author);
    await page.goto(`${app.url}/journal/submit`);
    await expectHeading(page, 'Submit to the Journal');
    const picker = page.getByRole('searchbox', { name: 'Keywords' });
    const results = page.getByRole('group', { name: 'Suggestions' });

    // One character already searches (the old picker listed the first 20 tags once, unfiltered).
    await picker.fill('o');
    await results
      .getByRole('button', { name: /^oceanic \d+$/ })
      .first()
      .waitFor();
    await picker.fill('oceano');
    await results.getByRole('button', { name: 'oceanography' }).waitFor();
    await picker.fill('Oceanography');
    await results.getByRole('button', { name: 'oceanography' }).waitFor();
    expect(await results.getByRole('button', { name: /^Create/ }).count()).toBe(0);

    await picker.fill('oceanic');
    await results.getByRole('button', { name: 'Show more' }).waitFor();
    expect(await results.getByRole('button', { name: /^oceanic \d+$/ }).count()).toBe(20);
    await results.getByRole('button', { name: 'Show more' }).click();
    await results.getByRole('button', { name: 'oceanic 123' }).waitFor();
    expect(await results.getByRole('button', { name: /^oceanic \d+$/ }).count()).toBe(24);

    await picker.fill('zzq');
    await page.getByText('No expertise found').waitFor();
    await results.getByRole('button', { name: 'Create "zzq"' }).click();
    await page.getByRole('button', { name: 'Remove keyword zzq' }).waitFor();
    await picker.fill('oceano');
    await results.getByRole('button', { name: 'oceanography' }).click();
    await page.getByRole('button', { name: 'Remove keyword oceanography' }).waitFor();
  }, 120_000);

  it('when an admin chooses Exit Admin, then the member navigation and the logo to / stay (desktop and phone, after a reload) until Admin is chosen again', async () => {
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin`);
    await banner(page).getByRole('navigation', { name: 'Admin' }).waitFor();
    await banner(page).getByRole('button', { name: 'Profile menu' }).click();
    await chooseMenuItem(page, 'Exit Admin');
    await page.waitForURL(`${app.url}/`);
    const main = banner(page).getByRole('navigation', { name: 'Main' });
    const memberLinks = async () => (await main.getByRole('link').allTextContents()).map((t) => t.trim());
    await main.waitFor();
    expect(await memberLinks()).toEqual(['Journal', 'Encyclopedia', 'Registry']);
    expect(await banner(page).getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    expect(
      await banner(page)
        .getByRole('link', { name: /, home$/ })
        .getAttribute('href'),
    ).toBe('/');

    await page.goto(`${app.url}/journal`);
    await main.waitFor();
    expect(await memberLinks()).toEqual(['Journal', 'Encyclopedia', 'Registry']);

    await page.setViewportSize({ width: 390, height: 844 });
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await menu.getByRole('link', { name: 'Journal' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 1280, height: 800 });
    await banner(page).getByRole('button', { name: 'Profile menu' }).click();
    await chooseMenuItem(page, 'Admin');
    await page.waitForURL(`${app.url}/admin`);
    await banner(page).getByRole('navigation', { name: 'Admin' }).waitFor();
    await page.goto(`${app.url}/terms`);
    await banner(page).getByRole('navigation', { name: 'Admin' }).waitFor();
    expect(
      await banner(page)
        .getByRole('link', { name: /, admin home$/ })
        .getAttribute('href'),
    ).toBe('/admin');
  }, 120_000);

  it('when a visitor opens a page for members, then "Unauthorized Access" keeps the spec text and offers Log in, which comes back to it', async () => {
    const member = await signUpMember(app, { firstName: 'Back', lastName: 'Again' });
    await page.goto(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Unauthorized Access');
    await page
      .getByText('If you have been signed out, please log in to you your account to continue.')
      .waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in', { timeout: 15_000 });
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.url}/settings/manage-membership`, { timeout: 15_000 });
    await expectHeading(page, 'Manage membership');
  }, 120_000);

  it('when a profile or an admin user page is opened with a malformed or unknown id, then it is the 404 page', async () => {
    await page.goto(`${app.url}/profile/abc`);
    await expectHeading(page, 'Page Not Found');
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin/user/abc/payment-history`);
    await expectHeading(page, 'Page Not Found');
    await page.goto(`${app.url}/admin/user/11111111-1111-4111-8111-111111111111/payment-history`);
    await expectHeading(page, 'Page Not Found');
    expect(await page.getByRole('tab').count()).toBe(0);
  }, 120_000);
});
