import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import {
  banUser,
  grantAdmin,
  signInThroughPage,
  signUpMember,
  submitSignIn,
  type SignedUpMember,
} from '../support/e2e-helpers.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Script payloads that fit a name (at most 100 characters); each calls alert() if it ever runs. */
const NAME_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'><iframe srcdoc='<script>alert(1)</script>'>",
];
const REASON_PAYLOAD =
  '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';

let app: TestApp;
let browser: BrowserUnderTest;
let admin: SignedUpMember;
let banned: SignedUpMember;
const members: SignedUpMember[] = [];
const tag = `Xss${Date.now().toString(36)}`;

beforeAll(async () => {
  [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
  for (const firstName of NAME_PAYLOADS)
    members.push(
      await signUpMember(app, {
        firstName,
        lastName: tag,
        email: `${members.length}.${tag}@example.org`.toLowerCase(),
      }),
    );
  admin = await signUpMember(app, {
    firstName: NAME_PAYLOADS[0]!,
    lastName: `${tag}Admin`,
    email: `admin.${tag}@example.org`.toLowerCase(),
  });
  await grantAdmin(app, admin.email);
  banned = await signUpMember(app, {
    firstName: NAME_PAYLOADS[1]!,
    lastName: `${tag}Banned`,
    email: `banned.${tag}@example.org`.toLowerCase(),
  });
  await banUser(app, admin, banned.userID, REASON_PAYLOAD);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
}, 30_000);

/** A tab that records every dialog (an alert() that ran) and CSP refusals (markup that got into the page). */
const watchedPage = async (): Promise<{ page: Page; ran: () => string[] }> => {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const ran = () => [
    ...dialogs.map((d) => `dialog: ${d}`),
    ...browser.errorsOf(page).filter((e) => /Content Security Policy|Refused to (execute|load)/.test(e)),
  ];
  return { page, ran };
};

const visit = async (page: Page, path: string) => {
  await page.goto(`${app.url}${path}`);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
};

describe('stored XSS sweep (browser)', () => {
  it('when members’ names hold script payloads, then the Registry, the header and the admin pages show them as text and run no script', async () => {
    const { page, ran } = await watchedPage();
    await visit(page, `/registry/search?query=${tag}`);
    const shown = await page.getByText(NAME_PAYLOADS[0]!, { exact: false }).count();
    expect(shown).toBeGreaterThan(0); // shown, as text
    await signInThroughPage(page, app, admin);
    for (const path of [
      '/',
      `/registry/search?query=${tag}`,
      '/admin',
      '/admin/access',
      `/admin/search?query=${tag}`,
      `/profile/${members[0]!.userID}`,
    ])
      await visit(page, path);
    expect(ran()).toEqual([]);
  }, 120_000);

  it('when a ban reason holds script payloads, then the banned member’s page shows it as text and runs no script', async () => {
    await browser.context.clearCookies(); // the tab before signed the admin in, in this same profile
    const { page, ran } = await watchedPage();
    await visit(page, '/sign-in');
    await submitSignIn(page, banned);
    await page.waitForURL('**/sign-in-fail/banned**', { timeout: 15_000 });
    await page
      .getByText('<img src=x onerror=alert(1)>', { exact: false })
      .first()
      .waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    expect(await page.locator('body').innerText()).toContain('<img src=x onerror=alert(1)>');
    expect(ran()).toEqual([]);
  }, 120_000);
});
