import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { seriousViolations as axeFindings } from '../support/axe.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import {
  waitForDarkMode,
  expectHeading,
  settled,
  signUpMember,
  trackRequests,
} from '../support/e2e-helpers.js';

/** The main pages (issue 4) and the heading that says each has rendered. */
const mainPages = [
  { open: '/', heading: 'Academy of Sciences' },
  { open: '/registry', heading: 'Registry' },
  { open: '/sign-up', heading: 'Sign up' },
  { open: '/sign-in', heading: 'Sign in' },
  { open: '/no/such/page', heading: 'Page Not Found' },
];

// Issue 4: axe-core finds no serious or critical violation on the main pages, light and dark.
describe('accessibility of the main pages (axe-core, in the browser)', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    // The Registry lists members, so its list is checked too, not only its empty state.
    await Promise.all([
      signUpMember(app, { firstName: 'Ada', lastName: 'Lovelace' }),
      signUpMember(app, { firstName: 'Alan', lastName: 'Turing' }),
    ]);
    page = trackRequests(await browser.newPage());
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  const seriousViolations = () => axeFindings(page);

  it.each(mainPages.map((p) => [p.open, p] as const))(
    'when %s is checked in light and in dark mode, then axe finds no serious or critical violation',
    async (_open, { open, heading }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${app.url}${open}`);
      await expectHeading(page, heading);
      if (open === '/registry') await page.getByRole('region', { name: 'Members' }).waitFor();
      await settled(page);
      const light = await seriousViolations();

      await page.emulateMedia({ colorScheme: 'dark' });
      await waitForDarkMode(page, true);
      const dark = await seriousViolations();

      expect({ light, dark }).toEqual({ light: [], dark: [] });
      // An unknown address is answered 404 (with the app's 404 page), and Chromium logs that status.
      const answered404 = open === '/no/such/page' ? /status of 404/ : undefined;
      expect(browser.errorsOf(page).filter((e) => !answered404?.test(e))).toEqual([]);
    },
    30_000,
  );
});
