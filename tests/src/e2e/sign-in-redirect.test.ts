import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import {
  banner,
  expectHeading,
  signUpMember,
  submitSignIn,
  whereIs,
  type SignedUpMember,
} from '../support/e2e-helpers.js';

// A machine shared with other work can be slow (a walk took 22 s of the default 30 s alone).
jest.setTimeout(90_000);

/** Targets that leave the site, as given (before the one URL-encoding that carries them). */
const offSiteTargets = [
  'https://evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/\t/evil.example/phish',
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  '%2F%2Fevil.example/phish',
  '/%2F%2Fevil.example/phish',
  '/%5Cevil.example/phish',
  'https%3A%2F%2Fevil.example',
  '%252F%252Fevil.example',
];

const redirectCookie = 'sign-in-redirect-href';

// The sign-in redirect target rules (issue 3's security, issue 4's rules) in a real browser.
describe('where sign-in sends the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let member: SignedUpMember;
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    member = await signUpMember(app, { firstName: 'Lise', lastName: 'Meitner' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  beforeEach(async () => {
    await browser.context.clearCookies();
    page = await browser.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  afterEach(async () => {
    await page?.close();
  });

  const savedTarget = async (): Promise<string | undefined> => {
    const cookie = (await browser.context.cookies(app.url)).find((c) => c.name === redirectCookie);
    return cookie && (JSON.parse(decodeURIComponent(cookie.value)) as { redirectHref: string }).redirectHref;
  };

  /** On `/sign-in`: sign in and wait until the browser has left the sign-in pages. */
  const signInHere = async () => {
    await expectHeading(page, 'Sign in');
    await submitSignIn(page, member);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 });
    await banner(page).getByRole('button', { name: 'Profile menu' }).waitFor();
  };

  it('when sign-in starts with a target on this site, then that page opens after sign-in and the saved target is removed', async () => {
    await page.goto(
      `${app.url}/rest/signin/gkStart?redirect=${encodeURIComponent('/registry/search?query=Meitner')}`,
    );
    await page.waitForURL(`${app.url}/sign-in`);
    expect(await savedTarget()).toBe('/registry/search?query=Meitner');
    await signInHere();
    expect(whereIs(page)).toBe('/registry/search?query=Meitner');
    await expectHeading(page, 'Registry: Meitner');
    expect(await savedTarget()).toBeUndefined();

    // Used once: the next sign-in success goes home.
    await page.goto(`${app.url}/sign-in-success`);
    await page.waitForURL(`${app.url}/`);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    'javascript:alert(document.domain)',
    '%2F%2Fevil.example/phish',
  ])(
    'when sign-in starts with the off-site target %j, then the browser ends at / after signing in',
    async (target) => {
      await page.goto(`${app.url}/rest/signin/gkStart?redirect=${encodeURIComponent(target)}`);
      await page.waitForURL(`${app.url}/sign-in`);
      await signInHere();
      expect(page.url()).toBe(`${app.url}/`);
      expect(dialogs).toEqual([]);
      expect(browser.errorsOf(page)).toEqual([]);
    },
    30_000,
  );

  it('when sign-in starts with any off-site or encoded target, then the server saves / as the target', async () => {
    for (const target of offSiteTargets) {
      // The browser's own cookie jar, without rendering the sign-in page each time.
      const res = await page.request.get(
        `${app.url}/rest/signin/gkStart?redirect=${encodeURIComponent(target)}`,
        {
          maxRedirects: 0,
        },
      );
      expect([target, res.status(), res.headers().location, await savedTarget()]).toEqual([
        target,
        302,
        '/sign-in',
        '/',
      ]);
    }
  }, 30_000);

  it('when the saved target itself was tampered with to leave the site, then /sign-in-success still goes to /', async () => {
    for (const target of offSiteTargets) {
      await browser.context.addCookies([
        {
          name: redirectCookie,
          value: encodeURIComponent(JSON.stringify({ redirectHref: target })),
          url: app.url,
        },
      ]);
      await page.goto(`${app.url}/sign-in-success`);
      await page.waitForURL(`${app.url}/`);
      expect([target, await savedTarget()]).toEqual([target, undefined]);
    }
    expect(dialogs).toEqual([]);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when a visitor clicks Log in on the banned page, then the target is replaced by / and sign-in ends at /', async () => {
    await page.goto(`${app.url}/sign-in-fail/banned?message=Spam`);
    await expectHeading(page, 'Your account has been suspended');
    await banner(page).getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${app.url}/sign-in`);
    expect(await savedTarget()).toBe('/');
    await signInHere();
    expect(page.url()).toBe(`${app.url}/`);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);

  it('when a target containing "banned" reaches sign-in another way, then sign-in still ends at /', async () => {
    await page.goto(
      `${app.url}/rest/signin/gkStart?redirect=${encodeURIComponent('/sign-in-fail/banned?message=x')}`,
    );
    await page.waitForURL(`${app.url}/sign-in`);
    await signInHere();
    expect(page.url()).toBe(`${app.url}/`);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 30_000);
});
