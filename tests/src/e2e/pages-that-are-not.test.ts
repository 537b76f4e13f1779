import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { expectHeading } from '../support/e2e-helpers.js';

/** How Chromium logs the page's own 404 answer (expected here, and nothing else). */
const LOGGED_404 = /status of 404/;

describe('addresses that are no page of the site, in a browser', () => {
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

  it('when a person opens the sign-up page of a tier that does not exist, then the answer is 404, not indexed, and the page says Page Not Found', async () => {
    const page = await browser!.newPage();
    const answer = await page.goto(`${app!.url}/sign-up/no-such-tier`);
    expect(answer?.status()).toBe(404);
    await expectHeading(page, 'Page Not Found');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.title()).toBe('Page Not Found | Academy of Sciences');
    expect(browser!.errorsOf(page).filter((e) => !LOGGED_404.test(e))).toEqual([]);
  }, 60_000);

  it('when a person opens a tier that exists, then the sign-up form answers 200', async () => {
    const page = await browser!.newPage();
    const answer = await page.goto(`${app!.url}/sign-up/fellow`);
    expect(answer?.status()).toBe(200);
    await expectHeading(page, 'Sign up');
    expect(browser!.errorsOf(page)).toEqual([]);
  }, 60_000);

  it('when a person opens /mock-error, then the answer is 404 and not indexed, and the error page still shows', async () => {
    const page = await browser!.newPage();
    const answer = await page.goto(`${app!.url}/mock-error`);
    expect(answer?.status()).toBe(404);
    await expectHeading(page, 'Something went wrong!');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  }, 60_000);
});
