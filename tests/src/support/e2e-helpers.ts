import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { operatorHandlers } from '@academy/app';
import { callOperator, serveOperatorSocket } from '@academy/platform';
import { type Page } from 'playwright-core';
import { startTestApp, type TestApp } from './test-app.js';
import { openBrowser, type BrowserUnderTest } from './browser.js';
import { hydrated } from './page-waits.js';

// The page waits, in a file of their own; named here too, where every browser suite imports from.
export {
  animationsDone,
  chooseMenuItem,
  darkClass,
  hydrated,
  settled,
  trackRequests,
  waitForAttribute,
  waitForDarkMode,
  whereIs,
} from './page-waits.js';

/** A member made through the real API, with the session cookie `POST /rest/signup` gave this client. */
export interface SignedUpMember {
  userID: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** `academy_session=…`, for API calls as this member (a ban, say, once they are an admin). */
  cookie: string;
}

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** `POST /rest/signup`, which signs the new member in as well (this client, not the browser). */
export const signUpMember = async (
  app: TestApp,
  fields: Partial<Pick<SignedUpMember, 'firstName' | 'lastName' | 'email'>> = {},
): Promise<SignedUpMember> => {
  const firstName = fields.firstName ?? 'Ada';
  const lastName = fields.lastName ?? `Tester${letters(6)}`;
  const email = fields.email ?? `${firstName}.${lastName}.${letters(4)}@example.org`.toLowerCase();
  const password = 'correct horse battery staple';
  const res = await fetch(`${app.url}/rest/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ firstName, lastName, email, password }),
  });
  if (res.status !== 201) throw new Error(`sign-up of ${email}: ${res.status} ${await res.text()}`);
  const { userID } = (await res.json()) as { userID: string };
  const cookie = /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`sign-up of ${email} set no session cookie`);
  return { userID, email, password, firstName, lastName, cookie };
};

/**
 * `npm run admin -- grant <email>`, the way the CLI does it against a running app: the app's
 * operator handlers behind an operator socket, and `callOperator` on that socket.
 */
export const grantAdmin = async (app: TestApp, email: string): Promise<void> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-op-'));
  const socket = path.join(dir, 'operator.sock');
  const operator = await serveOperatorSocket(socket, operatorHandlers(app.server.core));
  try {
    await callOperator(socket, {
      command: 'admin',
      args: { action: 'grant', email, operator: 'operator:e2e' },
    });
  } finally {
    await operator.close();
    await rm(dir, { recursive: true, force: true });
  }
};

/** A JSON call as a member (their `cookie`); fails the test on an answer other than 2xx. */
export const callAs = async (
  app: TestApp,
  member: Pick<SignedUpMember, 'cookie'>,
  method: string,
  route: string,
  body?: unknown,
): Promise<unknown> => {
  const res = await fetch(`${app.url}${route}`, {
    method,
    headers: {
      cookie: member.cookie,
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
};

/** `POST /rest/admin/users/{userID}/ban { reason }` as an admin. */
export const banUser = (app: TestApp, admin: SignedUpMember, userID: string, reason: string) =>
  callAs(app, admin, 'POST', `/rest/admin/users/${encodeURIComponent(userID)}/ban`, { reason });

/** Fills the real `/sign-in` form (already open) and submits it. */
export const submitSignIn = async (page: Page, member: Pick<SignedUpMember, 'email' | 'password'>) => {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * Signs the browser in through the real `/sign-in` page; with no saved target it ends on `/`.
 * Waits until the header shows the profile menu.
 */
export const signInThroughPage = async (
  page: Page,
  app: TestApp,
  member: Pick<SignedUpMember, 'email' | 'password'>,
): Promise<void> => {
  await page.goto(`${app.url}/sign-in`);
  await submitSignIn(page, member);
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 });
  await banner(page)
    .getByRole('button', { name: 'Profile menu' })
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`No profile menu after sign-in: ${await describePage(page)}`, { cause: error });
    });
};

/** Where the page is and what its header and the server say about the session: for a failure's message. */
const describePage = async (page: Page): Promise<string> => {
  const header = await page
    .getByRole('banner')
    .innerText({ timeout: 2_000 })
    .catch(() => '(no banner)');
  const asked = await page
    .evaluate(async () => {
      const ask = async (path: string) => {
        const res = await fetch(path);
        return `${path} ${res.status} ${await res.text()}`;
      };
      return [await ask('/rest/user/session'), await ask('/rest/user/status')];
    })
    .catch((error: unknown) => [`(could not ask the server: ${String(error)})`]);
  return JSON.stringify({ url: page.url(), header, server: asked });
};

/** Signs the browser out through `/sign-out` (the profile menu's Log out link goes there). */
export const signOutThroughPage = async (page: Page, app: TestApp): Promise<void> => {
  await page.goto(`${app.url}/sign-out`);
  // The loader has ended the session before it sends the browser home.
  await page.waitForURL(`${app.url}/`);
};

export const banner = (page: Page) => page.getByRole('banner');

/**
 * Waits for the page's level-one heading to read `expected` (a page may still be on its way
 * after the address changed); fails with the headings it did find.
 */
export const expectHeading = async (page: Page, expected: string, timeout = 15_000): Promise<void> => {
  try {
    await page.getByRole('heading', { level: 1, name: expected, exact: true }).waitFor({ timeout });
  } catch {
    const found = await page.getByRole('heading', { level: 1 }).allTextContents();
    throw new Error(`Expected the heading "${expected}" on ${page.url()}, found ${JSON.stringify(found)}`);
  }
  // A page the server rendered shows its heading before the app has it: what a test does next
  // (scroll, type) needs the app's handlers.
  await hydrated(page, timeout);
};

export type MemberNames = Pick<SignedUpMember, 'firstName' | 'lastName'>;

/** One test file's world: the app, a browser, a member and an admin (granted as an operator would). */
export const startAppWithMemberAndAdmin = async (
  memberNames: MemberNames,
  adminNames: MemberNames,
): Promise<{
  app: TestApp;
  browser: BrowserUnderTest;
  member: SignedUpMember;
  admin: SignedUpMember;
}> => {
  const [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
  const [member, admin] = await Promise.all([signUpMember(app, memberNames), signUpMember(app, adminNames)]);
  await grantAdmin(app, admin.email);
  return { app, browser, member, admin };
};
