import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, screenshot, type BrowserUnderTest } from '../support/browser.js';

/** A last name no other member has, so the search can only find this visitor. */
const uniqueLastName = () =>
  `Quillfeather${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Waits for the member list or the empty state, whichever the first answer shows; never retries. */
const firstResults = async (page: Page) => {
  const list = page.getByRole('region', { name: 'Members' });
  const empty = page.getByText(/^No members/);
  await list.or(empty).first().waitFor({ state: 'visible', timeout: 15_000 });
  return list;
};

describe('sign up, then find yourself in the Registry (browser)', () => {
  let app: TestApp | undefined;
  let browser: BrowserUnderTest | undefined;

  beforeAll(async () => {
    browser = await openBrowser(); // throws the one-line "No Chromium found: …" when there is none
    app = await startTestApp({ frontend: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when a visitor signs up on /sign-up, then searching the Registry for their last name finds them at once', async () => {
    const page = await browser!.newPage();
    const lastName = uniqueLastName();

    await page.goto(`${app!.url}/sign-up/associate`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Email').fill(`ada.${lastName.toLowerCase()}@example.org`);
    await page.getByLabel(/^Password/).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/sign-up/success', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor();
    expect(await page.getByText('Welcome, Ada!').isVisible()).toBe(true);

    await page.goto(`${app!.url}/registry/search?query=${encodeURIComponent(lastName)}`);
    const members = await firstResults(page);
    const found = members.getByRole('link', { name: `Ada ${lastName}` });
    expect(await found.count()).toBe(1);
    expect(await page.getByText(`1 member matching “${lastName}”`).isVisible()).toBe(true);

    await screenshot(page, 'sign-up-then-search');
    expect(browser!.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when the Registry opens with a query and then a search is typed, then each search sends one request', async () => {
    const page = await browser!.newPage();
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/rest/registry/search') searches.push(url.search);
    });
    // The address's search: the server's rendering answers it, so the browser asks at most once more.
    await page.goto(`${app!.url}/registry/search?query=Quillfeather`);
    await firstResults(page);
    await page.waitForLoadState('networkidle');
    expect(searches.length).toBeLessThanOrEqual(1);
    const typed = searches.length;
    await page.getByRole('searchbox', { name: 'Search members' }).fill('Lovelace');
    await page.getByRole('search', { name: 'Registry' }).getByRole('button', { name: 'Search' }).click();
    await page
      .getByText(/matching “Lovelace”|No members match “Lovelace”/)
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(searches.slice(typed)).toEqual(['?query=Lovelace&page=1&limit=20']);
    expect(browser!.errorsOf(page)).toEqual([]);
  }, 120_000);
});
