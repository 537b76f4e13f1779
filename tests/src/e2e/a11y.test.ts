import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import {
  animationsDone,
  waitForDarkMode,
  expectHeading,
  settled,
  signUpMember,
  trackRequests,
} from '../support/e2e-helpers.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

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

  /** Serious and critical violations on the page as it is now, one line each. */
  const seriousViolations = async (): Promise<string[]> => {
    await animationsDone(page);
    // Evaluated, not added as a <script>: the app's CSP refuses inline scripts, as it should.
    if (!(await page.evaluate("'axe' in window"))) await page.evaluate(axeSource);
    const violations = (await page.evaluate(
      'axe.run().then((results) => results.violations)',
    )) as AxeViolation[];
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} at ${v.nodes
            .slice(0, 3)
            .map((n) => JSON.stringify(n.target))
            .join(
              ', ',
            )}${v.nodes[0]?.failureSummary ? ` (${v.nodes[0].failureSummary.replace(/\s+/g, ' ')})` : ''}`,
      );
  };

  it.each(mainPages.map((p) => [p.open, p] as const))(
    'when %s is checked in light and in dark mode, then axe finds no serious or critical violation',
    async (_open, { open, heading }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${app.url}${open}`);
      await expectHeading(page, heading);
      if (open === '/registry') await page.getByRole('list', { name: 'Members' }).waitFor();
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
