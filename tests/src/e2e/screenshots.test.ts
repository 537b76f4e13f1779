import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, screenshot, type BrowserUnderTest } from '../support/browser.js';
import {
  animationsDone,
  waitForDarkMode,
  expectHeading,
  settled,
  signUpMember,
  trackRequests,
} from '../support/e2e-helpers.js';

const pages = [
  { name: 'home', open: '/', heading: 'Academy of Sciences' },
  { name: 'sign-up', open: '/sign-up', heading: 'Sign up' },
  { name: 'registry', open: '/registry', heading: 'Registry' },
  { name: 'not-found', open: '/no/such/page', heading: 'Page Not Found' },
];
const widths = [375, 1280];
const schemes = ['light', 'dark'] as const;

// Issue 4: screenshots of the main pages at 375 and 1280 px, light and dark, written to
// test-results/screenshots/<page>-<scheme>-<width>.png for a person to look at.
describe('screenshots of the main pages', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    await Promise.all(
      [
        ['Ada', 'Lovelace'],
        ['Grace', 'Hopper'],
        ['Marie', 'Curie'],
      ].map(([firstName, lastName]) => signUpMember(app, { firstName, lastName })),
    );
    page = trackRequests(await browser.newPage());
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it.each(pages.map((p) => [p.name, p] as const))(
    'when %s is shown at 375 and 1280 px, light and dark, then a screenshot of each is written',
    async (_name, { name, open, heading }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${app.url}${open}`);
      await expectHeading(page, heading);
      if (name === 'registry') await page.getByRole('region', { name: 'Members' }).waitFor();
      await settled(page);
      const files: string[] = [];
      for (const scheme of schemes) {
        await page.emulateMedia({ colorScheme: scheme });
        await waitForDarkMode(page, scheme === 'dark');
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          await animationsDone(page);
          files.push(await screenshot(page, `${name}-${scheme}`));
        }
      }
      expect(files.filter((f) => existsSync(f))).toHaveLength(4);
      // An unknown address is answered 404 (with the app's 404 page), and Chromium logs that status.
      const answered404 = open === '/no/such/page' ? /status of 404/ : undefined;
      expect(browser.errorsOf(page).filter((e) => !answered404?.test(e))).toEqual([]);
    },
    30_000,
  );
});
