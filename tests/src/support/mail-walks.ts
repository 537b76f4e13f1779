import { type ParsedMail } from 'mailparser';
import { type Page } from 'playwright-core';
import { openBrowser, type BrowserUnderTest } from './browser.js';
import { expectHeading } from './e2e-helpers.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export { linksOf, mailTo } from './smtp-sink.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * The world of a browser walk that reads the members' mail: a real SMTP server on 127.0.0.1
 * (`smtp-server`, each message parsed by `mailparser`), the app sending to it (SMTP_URL) with the
 * built frontend, and one Chromium.
 */
export interface MailWalk {
  app: TestApp;
  sink: SmtpSink;
  browser: BrowserUnderTest;
  page: Page;
  close(): Promise<void>;
}

export const ACADEMY = 'Academy of Walks';

export const startMailWalk = async (options: TestAppOptions = {}): Promise<MailWalk> => {
  const sink = await startSmtpSink();
  const [browser, app] = await Promise.all([
    openBrowser(),
    startTestApp({
      frontend: true,
      mailPollMs: 100,
      ...options,
      env: {
        SMTP_URL: sink.url,
        ACADEMY_NAME: 'Walks',
        MAIL_FROM: `${ACADEMY} <no-reply@academy.example>`,
        ...options.env,
      },
    }),
  ]);
  const page = await browser.newPage();
  return {
    app,
    sink,
    browser,
    page,
    async close() {
      await page.close().catch(() => undefined);
      await browser.close();
      await app.close();
      await sink.stop();
    },
  };
};

/** The one line of a mail's text that starts with `label` (as "Amount: €60.00"), without the label. */
export const lineOf = (mail: ParsedMail, label: string): string | undefined =>
  (mail.text ?? '')
    .split('\n')
    .find((line) => line.startsWith(label))
    ?.slice(label.length)
    .trim();

export interface WalkingMember {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let n = 0;

/**
 * Signs up for `tier` through the real `/sign-up/{tier}` form (which signs the browser in); the
 * browser is then on the checkout the app sent it to.
 */
export const signUpThroughPage = async (
  page: Page,
  app: TestApp,
  tier: string,
  firstName: string,
  lastName: string,
): Promise<WalkingMember> => {
  n += 1;
  const member = {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${n}.${Date.now()}@example.org`.toLowerCase(),
    password: 'correct horse battery staple',
  };
  await page.goto(`${app.url}/sign-up/${tier}`);
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  return member;
};

/** Opens Account Settings and waits until the membership card shows `status`. */
export const openSettings = async (page: Page, app: TestApp, status: string): Promise<void> => {
  await page.goto(`${app.url}/settings/manage-membership`);
  await expectHeading(page, 'Manage membership');
  await page.getByTestId('membership-status').filter({ hasText: status }).waitFor({ timeout: 15_000 });
};

/** What Account Settings shows of the membership: tier, status and the dates, by label. */
export const shownMembership = async (page: Page): Promise<Record<string, string>> => {
  const card = page.locator('[data-testid^="membership-"]');
  const shown: Record<string, string> = {};
  for (const item of await card.all()) {
    const id = (await item.getAttribute('data-testid'))!.replace(/^membership-/, '');
    shown[id] = (await item.textContent()) ?? '';
  }
  return shown;
};
