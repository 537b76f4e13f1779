import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Locator, type Page } from 'playwright-core';
import { type TestApp } from '../support/test-app.js';
import { screenshot, type BrowserUnderTest } from '../support/browser.js';
import {
  animationsDone,
  banner,
  expectHeading,
  signInThroughPage,
  signOutThroughPage,
  startAppWithMemberAndAdmin,
  type SignedUpMember,
} from '../support/e2e-helpers.js';

const phone = { width: 375, height: 812 };

// Issue 4: the side menu on a 375 px screen, for a visitor, a member and an admin.
describe('the mobile side menu in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let member: SignedUpMember;
  let admin: SignedUpMember;
  let page: Page;

  beforeAll(async () => {
    ({ app, browser, member, admin } = await startAppWithMemberAndAdmin(
      { firstName: 'Hedy', lastName: 'Lamarr' },
      { firstName: 'Emmy', lastName: 'Noether' },
    ));
    page = await browser.newPage();
    await page.setViewportSize(phone);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  /** Opens the side menu; answers its navigation. */
  const openMenu = async (): Promise<Locator> => {
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Menu' });
    await nav.waitFor();
    return nav;
  };

  /** The menu's entries in order: links, buttons and the ADMIN heading, as their text. */
  const entries = (nav: Locator) =>
    nav.locator('a, button, p').evaluateAll((els) => els.map((el) => el.textContent?.trim()));

  it('when a visitor opens the menu, then it offers Home, the sections, Log in and Sign up', async () => {
    await page.goto(`${app.url}/terms`);
    await expectHeading(page, 'Terms of Use');
    expect(await banner(page).getByRole('button', { name: 'Log in' }).isVisible()).toBe(false);

    let nav = await openMenu();
    expect(await entries(nav)).toEqual(['Home', 'Journal', 'Encyclopedia', 'Registry', 'Log in', 'Sign up']);
    await animationsDone(page);
    await screenshot(page, 'mobile-menu-visitor');
    await nav.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(`${app.url}/sign-up`);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expectHeading(page, 'Sign up');

    nav = await openMenu();
    await nav.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${app.url}/sign-in`);
    await expectHeading(page, 'Sign in');
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when a member opens the menu, then it offers Home, the sections, My Account and Log out', async () => {
    await signInThroughPage(page, app, member);
    let nav = await openMenu();
    expect(await entries(nav)).toEqual([
      'Home',
      'Journal',
      'Encyclopedia',
      'Registry',
      'My Account',
      'Log out',
    ]);
    await nav.getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');

    nav = await openMenu();
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await nav.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL(`${app.url}/`);
    nav = await openMenu();
    await nav.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await entries(nav)).toEqual(['Home', 'Journal', 'Encyclopedia', 'Registry', 'Log in', 'Sign up']);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when an admin opens the menu, then it has the ADMIN section instead of the member sections', async () => {
    await page.keyboard.press('Escape');
    await signOutThroughPage(page, app);
    await signInThroughPage(page, app, admin);
    const nav = await openMenu();
    expect(await entries(nav)).toEqual([
      'Home',
      'ADMIN',
      'User Management',
      'Token Shipping',
      'Admin Management',
      'Free Orders',
      'Operations',
      'My Account',
      'Log out',
    ]);
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/admin');
    await animationsDone(page);
    await screenshot(page, 'mobile-menu-admin');
    await nav.getByRole('link', { name: 'Free Orders' }).click();
    await page.waitForURL(`${app.url}/admin/free-order`);
    await expectHeading(page, 'Free Orders');
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);
});
