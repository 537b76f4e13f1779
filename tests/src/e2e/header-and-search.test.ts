import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Locator, type Page } from 'playwright-core';
import { type TestApp } from '../support/test-app.js';
import { type BrowserUnderTest } from '../support/browser.js';
import {
  animationsDone,
  banner,
  expectHeading,
  signInThroughPage,
  signOutThroughPage,
  startAppWithMemberAndAdmin,
  waitForAttribute,
  whereIs,
  type SignedUpMember,
} from '../support/e2e-helpers.js';

// Issue 4: the header on scroll, the header search box and the search modal, per kind of user.
describe('the header and its searches in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let member: SignedUpMember;
  let admin: SignedUpMember;
  let page: Page;

  beforeAll(async () => {
    ({ app, browser, member, admin } = await startAppWithMemberAndAdmin(
      { firstName: 'Srinivasa', lastName: 'Ramanujan' },
      { firstName: 'Sofia', lastName: 'Kovalevskaya' },
    ));
    page = await browser.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  const header = () => page.locator('header');
  /** Where the header is, once its slide has finished. */
  const headerBox = async () => {
    await animationsDone(page);
    return (await header().boundingBox())!;
  };

  const openSearchModal = async (): Promise<Locator> => {
    // On a desktop window the modal opens from the one search entry, the box's options button.
    await banner(page)
      .getByRole('search', { name: 'Site' })
      .getByRole('button', { name: 'Search options' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Search', exact: true }).waitFor();
    return dialog;
  };

  /** Types `query` in the modal's field labelled `label` (an email box, or a search box) and submits. */
  const searchInModal = async (dialog: Locator, label: string, query: string) => {
    await dialog.getByRole('searchbox', { name: label, exact: true }).fill(query);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  };

  it('when the page scrolls down, then the header hides; when it scrolls up, then the header returns', async () => {
    await page.goto(`${app.url}/terms`);
    await expectHeading(page, 'Terms of Use');
    await page.mouse.move(640, 400);
    expect((await headerBox()).y).toBe(0);

    await page.mouse.wheel(0, 600);
    await waitForAttribute(page, 'header', 'data-hidden', true);
    const hidden = await headerBox();
    expect(hidden.y + hidden.height).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -200);
    await waitForAttribute(page, 'header', 'data-hidden', false);
    expect(await page.evaluate('window.scrollY')).toBeGreaterThan(64);
    expect((await headerBox()).y).toBe(0);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when the header search box is used, then Journal pages search the Journal, other pages the Registry, and blank input is ignored', async () => {
    await page.goto(`${app.url}/journal`);
    await expectHeading(page, 'Journal');
    const box = banner(page).getByRole('searchbox', { name: 'Search' });
    await box.fill('   ');
    await box.press('Enter');
    // Ignored: a search would have cleared the box and left the page.
    expect(await box.inputValue()).toBe('   ');
    expect(whereIs(page)).toBe('/journal');
    await box.fill('  elliptic orbits ');
    await box.press('Enter');
    await page.waitForURL(`${app.url}/journal/search?query=elliptic+orbits`);
    await expectHeading(page, 'Journal search');

    await page.goto(`${app.url}/terms`);
    await expectHeading(page, 'Terms of Use');
    await box.fill('Ramanujan');
    await box.press('Enter');
    await page.waitForURL(`${app.url}/registry/search?query=Ramanujan`);
    await expectHeading(page, 'Registry: Ramanujan');
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when a visitor uses the search modal on a desktop window, then it opens from the header’s one search entry, is as tall as its form, blank queries are ignored and a name goes to the Registry search', async () => {
    await page.goto(`${app.url}/code-of-ethics`);
    await expectHeading(page, 'Code of Ethics');
    // One search entry in the header: the box; the narrow screens' magnifier is not shown.
    expect(await banner(page).getByRole('search').count()).toBe(1);
    expect(await banner(page).getByRole('button', { name: 'Open search' }).count()).toBe(0);
    const dialog = await openSearchModal();
    await dialog.getByRole('heading', { name: 'Search the Registry' }).waitFor();
    // On a desktop window the dialog is as tall as its form, not the window.
    await animationsDone(page);
    const viewport = page.viewportSize()!;
    expect(viewport.width).toBeGreaterThanOrEqual(1280);
    expect((await dialog.boundingBox())!.height).toBeLessThan(viewport.height / 2);
    await searchInModal(dialog, 'First or last name', ' \t  ');
    expect(await dialog.isVisible()).toBe(true);
    expect(whereIs(page)).toBe('/code-of-ethics');

    await searchInModal(dialog, 'First or last name', '  Ramanujan ');
    await page.waitForURL(`${app.url}/registry/search?query=Ramanujan`);
    await expectHeading(page, 'Registry: Ramanujan');
    await dialog.waitFor({ state: 'hidden' });
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when a member uses the search modal, then it searches the Registry by name', async () => {
    await signInThroughPage(page, app, member);
    const dialog = await openSearchModal();
    await dialog.getByRole('heading', { name: 'Search the Registry' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'User' }).isChecked()).toBe(true);
    await searchInModal(dialog, 'First or last name', 'Kovalevskaya');
    await page.waitForURL(`${app.url}/registry/search?query=Kovalevskaya`);
    await page
      .getByRole('region', { name: 'Members' })
      .getByRole('link', { name: 'Sofia Kovalevskaya' })
      .waitFor();
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when an admin uses the search modal, then it goes to the admin search with queryValue and queryType', async () => {
    await signOutThroughPage(page, app);
    await signInThroughPage(page, app, admin);
    let dialog = await openSearchModal();
    await dialog.getByRole('heading', { name: 'Find a user' }).waitFor();
    await searchInModal(dialog, 'Name', '   ');
    expect(await dialog.isVisible()).toBe(true);
    await searchInModal(dialog, 'Name', ' Ramanujan ');
    await page.waitForURL(`${app.url}/admin/search?queryValue=Ramanujan&queryType=name`);
    await expectHeading(page, 'User search');
    await page.getByText('Name: “Ramanujan”').waitFor();

    dialog = await openSearchModal();
    await dialog.getByRole('radiogroup').getByText('Email', { exact: true }).click();
    // A prefix up to the @, as /admin/search takes it (an email field would refuse it).
    const prefix = member.email.slice(0, member.email.indexOf('@') + 1);
    await searchInModal(dialog, 'Email', prefix);
    await page.waitForURL(`${app.url}/admin/search?queryValue=${encodeURIComponent(prefix)}&queryType=email`);
    await page.getByText(`Email: “${prefix}”`).waitFor();
    await page.getByRole('cell', { name: member.email }).waitFor();
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);
});
