import { inflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { banner, darkClass, expectHeading, waitForDarkMode } from '../support/e2e-helpers.js';

/** The fill colours (`r g b rg`) a PDF's compressed content streams paint with. */
const fillColours = (pdf: Buffer): Set<string> => {
  const colours = new Set<string>();
  const text = pdf.toString('latin1');
  for (let at = text.indexOf('stream'); at >= 0; at = text.indexOf('stream', at + 1)) {
    const start = text.indexOf('\n', at) + 1;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const m of content.matchAll(/([\d.]+ [\d.]+ [\d.]+) rg\b/g)) colours.add(m[1]!);
    } catch {
      // Not a compressed content stream (fonts, images): nothing painted there.
    }
    at = end + 'endstream'.length;
  }
  return colours;
};

/** Where the frontend keeps the visitor's choice (frontend/src/components/color-mode). */
const storageKey = 'academy-color-mode';

// Issue 4: dark mode follows the stored preference, else the system setting; printing hides the
// footer and turns dark mode off.
describe('colour mode and print in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  beforeEach(async () => {
    page = await browser.newPage();
  });

  afterEach(async () => {
    await page?.close();
  });

  /** The mode the page shows: the class on <html> and whether the page's background is dark. */
  const shownMode = async () => {
    const [dark, background] = (await page.evaluate(
      `[${darkClass}, getComputedStyle(document.documentElement).backgroundColor]`,
    )) as [boolean, string];
    const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
    return { dark, darkBackground: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5 };
  };
  const stored = () => page.evaluate(`localStorage.getItem(${JSON.stringify(storageKey)})`);
  const dark = { dark: true, darkBackground: true };
  const light = { dark: false, darkBackground: false };

  /** Opens /terms with `preference` stored (or none), as a browser whose system setting is `system`. */
  const openWith = async (preference: string | null, system: 'light' | 'dark') => {
    await page.emulateMedia({ colorScheme: system });
    await page.goto(`${app.url}/terms`);
    const key = JSON.stringify(storageKey);
    await page.evaluate(
      preference === null
        ? `localStorage.removeItem(${key})`
        : `localStorage.setItem(${key}, ${JSON.stringify(preference)})`,
    );
    await page.reload();
    await expectHeading(page, 'Terms of Use');
    // Lazy parts of the frame and colour transitions settle before anything is measured or printed.
    await page.waitForLoadState('networkidle');
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300)))');
  };

  it('when nothing is stored, then the page follows the system setting, even as it changes', async () => {
    await openWith(null, 'dark');
    expect(await shownMode()).toEqual(dark);
    await page.emulateMedia({ colorScheme: 'light' });
    await waitForDarkMode(page, false);
    expect(await shownMode()).toEqual(light);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when a preference is stored, then it wins over the system setting', async () => {
    await openWith('dark', 'light');
    expect(await shownMode()).toEqual(dark);
    await openWith('light', 'dark');
    expect(await shownMode()).toEqual(light);
    await openWith('system', 'dark');
    expect(await shownMode()).toEqual(dark);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when Toggle dark mode is pressed, then the page turns dark, remembers it, and keeps it after a reload', async () => {
    await openWith(null, 'light');
    const toggle = banner(page).getByRole('button', { name: 'Toggle dark mode' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await waitForDarkMode(page, true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await stored()).toBe('dark');
    await page.reload();
    await expectHeading(page, 'Terms of Use');
    expect(await shownMode()).toEqual(dark);

    await toggle.click();
    await waitForDarkMode(page, false);
    expect(await stored()).toBe('light');
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when the page is printed, then the footer is hidden, the header stays in place and dark mode is off', async () => {
    await openWith('dark', 'dark');
    const footer = page.getByRole('contentinfo');
    expect(await footer.isVisible()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await footer.isVisible()).toBe(false);
    expect(await page.evaluate("getComputedStyle(document.querySelector('header')).position")).toBe('static');

    // Opened for printing (the print media from the start): light, whatever is stored.
    await page.reload();
    await expectHeading(page, 'Terms of Use');
    expect(await shownMode()).toEqual(light);
    expect(await footer.isVisible()).toBe(false);

    await page.emulateMedia({ media: 'screen' });
    expect(await footer.isVisible()).toBe(true);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when a dark page is really printed (to PDF), then it prints in the same colours as a light page', async () => {
    await openWith('light', 'light');
    const lightColours = fillColours(await page.pdf());
    await openWith('dark', 'light');
    expect(await shownMode()).toEqual(dark);
    const darkColours = fillColours(await page.pdf());

    expect(lightColours.size).toBeGreaterThan(2);
    expect([...darkColours].sort()).toEqual([...lightColours].sort());
    // Printing is over: the screen is dark again.
    await waitForDarkMode(page, true);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);
});
