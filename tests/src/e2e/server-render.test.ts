import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { darkClass, hydrated } from '../support/e2e-helpers.js';
import { submitPublication } from '../support/publications.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';

const title = 'Tilings of the Quiet Plane';
const name = 'Ottoline Quillfeather';

let app: TestApp;
let browser: BrowserUnderTest;

beforeAll(async () => {
  [browser, app] = await Promise.all([
    openBrowser(),
    startTestApp({ frontend: true, passwords: fakePasswords }),
  ]);
  const member = await app.member({
    firstName: 'Ottoline',
    lastName: 'Quillfeather',
    membershipTier: 'member',
  });
  const { position } = await submitPublication(member, { title });
  // Pages do not wait for the read models: a query that does waits for them first.
  for (const read of ['/rest/journal/list', '/rest/registry/search']) {
    const res = await fetch(`${app.url}${read}`, { headers: { 'x-min-position': String(position) } });
    if (res.status !== 200) throw new Error(`${read}: ${res.status}`);
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
}, 30_000);

/**
 * Opens a page, keeping the heading the server sent (taken once the HTML is parsed, before the
 * app's module runs); answers whether the app's React owns that same heading afterwards.
 */
type HeadingDocument = { document: { querySelector(selector: string): object | null } };

const openServed = async (page: Page, path: string): Promise<boolean> => {
  // Browser-side code as text: the tests compile without the DOM's types.
  await page.addInitScript(`document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.servedHeading = document.querySelector('h1');
  })`);
  await page.goto(`${app.url}${path}`);
  await page.waitForFunction(
    () => {
      const heading = (globalThis as unknown as HeadingDocument).document.querySelector('h1');
      return Object.keys(heading ?? {}).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 15_000 },
  );
  return (await page.evaluate(`window.servedHeading === document.querySelector('h1')`)) as boolean;
};

describe("a visitor's page after its scripts run over the server's markup", () => {
  it.each([
    ['/registry', 'Registry', name],
    ['/journal/publications/1', title, 'We tile the plane with aperiodic shapes.'],
  ])(
    'when a visitor opens %s, then the app takes over the served page (heading "%s", showing "%s") with no console error',
    async (path, heading, content) => {
      const page = await browser.newPage();
      try {
        expect(await openServed(page, path)).toBe(true);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
        expect(await page.getByText(content).first().isVisible()).toBe(true);
        await expect(page.title()).resolves.toBe(`${heading} | Academy of Sciences`);
        expect(browser.errorsOf(page)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it("when the app takes over, then the server's global styles are not written again", async () => {
    const page = await browser.newPage();
    try {
      expect(await openServed(page, '/registry')).toBe(true);
      await expect(page.getByText(name).first().isVisible()).resolves.toBe(true);
      // The tokens' CSS variables are declared by one style sheet: the server's.
      const sheetsDeclaringTokens = `[...document.styleSheets].filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-fg-muted:'))).length`;
      await expect(page.evaluate(sheetsDeclaringTokens)).resolves.toBe(1);
      expect(browser.errorsOf(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('when a visitor scrolls before the app has the page, then the page stays where they scrolled once it has', async () => {
    const page = await browser.newPage();
    try {
      await page.setViewportSize({ width: 412, height: 600 });
      // The app's scripts held back until the visitor has scrolled: the served page alone is there.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      // Module scripts hold DOMContentLoaded back: the navigation is awaited only until the page commits.
      await page.goto(`${app.url}/registry`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Registry' }).waitFor();
      await page.evaluate('window.scrollTo(0, 400)');
      const scrolled = (await page.evaluate('window.scrollY')) as number;
      expect(scrolled).toBeGreaterThan(100);
      release();
      await hydrated(page);
      await page.unroute('**/assets/*.js');
      await expect(page.evaluate('window.scrollY')).resolves.toBe(scrolled);
      expect(browser.errorsOf(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('when a visitor who chose dark mode opens a page, then it is dark from the served markup on, with no console error', async () => {
    const page = await browser.newPage();
    try {
      await page.addInitScript(`window.localStorage.setItem('academy-color-mode', 'dark')`);
      expect(await openServed(page, '/journal')).toBe(true);
      await expect(page.evaluate(darkClass)).resolves.toBe(true);
      // The button shows the stored mode once the app has taken over (the server cannot know it).
      await page.waitForSelector('button[aria-label="Toggle dark mode"][aria-pressed="true"]', {
        timeout: 15_000,
      });
      expect(browser.errorsOf(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
