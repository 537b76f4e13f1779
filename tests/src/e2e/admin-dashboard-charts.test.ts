import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitForProjections } from '@academy/platform';
import { type Locator, type Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { openBrowser, screenshot, type BrowserUnderTest } from '../support/browser.js';
import {
  animationsDone,
  expectHeading,
  grantAdmin,
  settled,
  signInThroughPage,
  signUpMember,
  trackRequests,
  waitForDarkMode,
  type SignedUpMember,
} from '../support/e2e-helpers.js';
import { submitPublication } from '../support/publications.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const now = new Date();
const today = `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]}`;
const thisMonth = `${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
const MISSES = 'Registry searches that found nobody';
const LONG_TEXT = 'a remarkably long search text that never fits on a phone';

/** A chart's numbers table, opened from its figure's "Show the numbers". */
const numbersOf = async (page: Page, figure: string): Promise<Locator> => {
  const box = page.getByRole('figure', { name: figure });
  const table = box.getByRole('table', { name: `${figure}: the numbers` });
  if (!(await table.isVisible())) await box.getByText('Show the numbers').click();
  await table.waitFor();
  return table;
};

const bodyRows = (table: Locator) => table.locator('tbody tr');

// The admin dashboard's charts in a real browser: two sign-ups (one paid), one submission, and two
// texts that found nobody on each of the last two days.
describe('the admin dashboard charts in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let admin: SignedUpMember;
  let page: Page;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    admin = await signUpMember(app, { firstName: 'Grace', lastName: 'Hopper' });
    await grantAdmin(app, admin.email);
    const member = await app.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
    await submitPublication(member);
    const { core } = app.server;
    expect(
      await waitForProjections(
        core.db,
        ['admin-users', 'orders', 'memberships', 'journal'],
        await core.store.head(),
        60_000,
        core.runner.advanced,
      ),
    ).toBe(true);
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    await app.db.query(
      `insert into registry_search_misses (day, query, count) values
         ($1, 'marie curie', 3), ($2, 'marie curie', 2), ($1, $3, 1), ($2, $3, 1)`,
      [now.toISOString().slice(0, 10), yesterday, LONG_TEXT],
    );
    page = trackRequests(await browser.newPage());
    await page.setViewportSize(PHONE);
    await signInThroughPage(page, app, admin);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when an admin opens /admin, then each chart is a named figure whose numbers table holds the seeded counts, and 12 months shows months', async () => {
    await page.goto(`${app.url}/admin`);
    await expectHeading(page, 'User Management');
    for (const name of [
      'Sign-ups',
      'Revenue (paid minus refunded)',
      'Members by tier',
      'Churn (memberships ended)',
      'Submissions',
      MISSES,
    ]) {
      await page.getByRole('figure', { name }).waitFor();
    }
    expect(
      await page
        .getByRole('figure', { name: 'Churn (memberships ended)' })
        .getByText('No membership has ended')
        .isVisible(),
    ).toBe(true);
    // A drawn chart: bars, and the axes' labels in the picture.
    const drawn = page.getByRole('figure', { name: 'Sign-ups' }).locator('svg.recharts-surface');
    await drawn.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await drawn.locator('text', { hasText: 'Day' }).count()).toBeGreaterThan(0);
    expect(await drawn.locator('text', { hasText: today }).count()).toBeGreaterThan(0);
    const signups = await numbersOf(page, 'Sign-ups');
    expect(await bodyRows(signups).count()).toBe(30);
    expect((await bodyRows(signups).last().innerText()).split(/\s+/)).toEqual([...today.split(' '), '2']);
    const submissions = await numbersOf(page, 'Submissions');
    expect((await bodyRows(submissions).last().innerText()).split(/\s+/)).toEqual([...today.split(' '), '1']);
    const members = await numbersOf(page, 'Members by tier');
    expect((await bodyRows(members).last().innerText()).split(/\s+/).at(-1)).toBe('1');
    // The searches that found nobody: a horizontal bar per text, the whole texts in the table.
    const missesFigure = page.getByRole('figure', { name: MISSES });
    await missesFigure.locator('svg.recharts-surface .recharts-bar-rectangle').nth(1).waitFor();
    const misses = await numbersOf(page, MISSES);
    expect(await bodyRows(misses).locator('td').allInnerTexts()).toEqual([
      'marie curie',
      '5',
      LONG_TEXT,
      '2',
    ]);
    expect(await bodyRows(misses).last().locator('td').first().getAttribute('title')).toBe(LONG_TEXT);

    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '12 months' }).click();
    await signups.getByText(thisMonth).waitFor();
    expect(await bodyRows(signups).count()).toBe(12);
    expect((await bodyRows(signups).last().innerText()).split(/\s+/)).toEqual([...thisMonth.split(' '), '2']);
    await page
      .getByRole('figure', { name: MISSES })
      .getByText(/older searches are not kept/)
      .waitFor();
    expect(await bodyRows(misses).count()).toBe(2);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when the charts show, then the page fits 390 px and axe finds nothing serious, light and dark, at 390 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: 'light' });
      await waitForDarkMode(page, false);
      await settled(page);
      await animationsDone(page);
      if (viewport === PHONE) {
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
          PHONE.width,
        );
      }
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-charts-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await waitForDarkMode(page, true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'admin-charts-dark');
    }
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);
});
