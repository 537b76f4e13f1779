import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { expectHeading, waitForDarkMode } from '../support/e2e-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** WCAG relative luminance contrast of two `rgb(r, g, b)` colours. */
const contrast = (a: string, b: string): number => {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => Number(c) / 255);
    const lin = (c = 0) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** What the focused element draws: its outline, and the page's background behind it. */
interface Ring {
  tag: string;
  style: string;
  ring: string;
  page: string;
}

// Browser-side code is given as text: the tests' TypeScript has no DOM types.
/** The focused element's outline colour and the first opaque background behind the page (else white). */
const ringAndPage = (page: Page) =>
  page.evaluate<Ring>(`(() => {
    const focused = document.activeElement;
    const page = [document.body, document.documentElement]
      .map((el) => getComputedStyle(el).backgroundColor)
      .find((bg) => bg !== 'transparent' && !/rgba\\(.*, 0\\)$/.test(bg));
    return {
      tag: focused.tagName,
      style: getComputedStyle(focused).outlineStyle,
      ring: getComputedStyle(focused).outlineColor,
      page: page ?? 'rgb(255, 255, 255)',
    };
  })()`);

/** Whether the focused element is inside `main`, and whether it is <body>. */
const focusPlace = (page: Page) =>
  page.evaluate<{ body: boolean; inMain: boolean }>(`({
    body: document.activeElement === document.body,
    inMain: !!document.querySelector('main')?.contains(document.activeElement),
  })`);

// The keyboard path through the frame: the skip link, focus after a client-side navigation, and
// a focus ring that can be seen in both colour modes (WCAG 2.4.1, 2.4.3, 2.4.7, 1.4.11).
describe('keyboard focus, in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when a keyboard user tabs into a scrolled page, then the skip link shows above the sticky header and Enter moves focus into main', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/`);
    await expectHeading(page, 'Academy of Sciences');
    await page.evaluate('window.scrollTo(0, 400)');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.count()).toBe(1);
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Skip to content');
    // Its position moves on focus: wait for it to come down into the viewport.
    await page.waitForFunction(`(() => {
      const box = document.activeElement.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    })()`);
    // What is drawn at the link's centre is the link, not the sticky header over it.
    const onTop = await page.evaluate(`(() => {
      const link = document.activeElement;
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === link || link.contains(hit);
    })()`);
    expect(onTop).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(`!!document.querySelector('main')?.contains(document.activeElement)`);
    expect(await focusPlace(page)).toEqual({ body: false, inMain: true });
    expect(browser.errorsOf(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('when a link inside the page is followed, then focus lands in main, not on <body>', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/sign-in`);
    await expectHeading(page, 'Sign in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${app.url}/sign-up`);
    await expectHeading(page, 'Sign up');
    expect(await focusPlace(page)).toEqual({ body: false, inMain: true });
    expect(browser.errorsOf(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it.each(['light', 'dark'] as const)(
    'when the skip link and a field have keyboard focus in %s mode, then their focus rings have at least 3:1 against the page',
    async (mode) => {
      const page = await browser.newPage();
      await page.emulateMedia({ colorScheme: mode });
      await page.goto(`${app.url}/sign-in`);
      await expectHeading(page, 'Sign in');
      await waitForDarkMode(page, mode === 'dark');
      // The first Tab of a page load reaches the skip link.
      await page.keyboard.press('Tab');
      const skip = await ringAndPage(page);
      expect(skip.style).not.toBe('none');
      expect({ ...skip, enough: contrast(skip.ring, skip.page) >= 3 }).toMatchObject({
        tag: 'A',
        enough: true,
      });
      // Shift+Tab from the password field reaches the email field (a gray-palette input).
      await page.getByLabel('Password').focus();
      await page.keyboard.press('Shift+Tab');
      const next = await ringAndPage(page);
      expect(next.tag).toBe('INPUT');
      expect(next.style).not.toBe('none');
      expect({ ...next, enough: contrast(next.ring, next.page) >= 3 }).toMatchObject({ enough: true });
      await page.close();
    },
    120_000,
  );
});
