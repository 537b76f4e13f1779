import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import {
  banUser,
  callAs,
  grantAdmin,
  signInThroughPage,
  signUpMember,
  submitSignIn,
  type SignedUpMember,
} from '../support/e2e-helpers.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

/** Script payloads that fit a name (at most 100 characters); each calls alert() if it ever runs. */
const NAME_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'><iframe srcdoc='<script>alert(1)</script>'>",
];
const REASON_PAYLOAD =
  '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';

/** A plain-text field's payload: an attribute break-out, an event handler and a script, each alerting its field. */
const mark = (field: string) =>
  `"><svg onload=alert('${field}')><img src=x onerror=alert('${field}')><script>alert('${field}')</script>`;
/** Markdown fields (bio, body, abstract): raw HTML, `javascript:` links (inline, reference, autolink, image). */
const markdown = (field: string) =>
  [
    `Before the payloads of ${field}.`,
    mark(field),
    `[a link](javascript:alert('${field}')) [another](JaVaScRiPt:alert('${field}'))`,
    `<a href="javascript:alert('${field}')">raw link</a> <javascript:alert('${field}')>`,
    `![an image](javascript:alert('${field}'))`,
    `[ref][evil]\n\n[evil]: javascript:alert('${field}')`,
    `After the payloads of ${field}.`,
  ].join('\n\n');
/** An expertise tag may hold letters, digits, spaces and + # . / & ' - only: entities without `;`. */
const TAG = 't&#60img src&#61x onerror&#61alert&#40 1&#41&#62';
const KEYWORD = `"><img src=x onerror=alert('kw')>`;
const POSTAL_CODE = '<svg/onload=alert()>';

let app: TestApp;
let browser: BrowserUnderTest;
let admin: SignedUpMember;
let banned: SignedUpMember;
let author: TestMember;
const members: SignedUpMember[] = [];
const tag = `Xss${Date.now().toString(36)}`;

/** A JSON call as a test app member; fails on an answer other than 2xx. */
const as = async <T = Record<string, unknown>>(
  member: TestMember,
  method: string,
  path: string,
  body: unknown,
) => {
  const answer = await member.browser.json<T>(method, path, body);
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const publication = (title: string) => ({
  title,
  abstract: mark('abstract'),
  authors: [{ name: mark('author'), userID: author.userID }, { name: mark('coauthor') }],
  keywords: [KEYWORD],
  body: markdown('body'),
  licence: 'CC-BY-4.0',
});

beforeAll(async () => {
  [browser, app] = await Promise.all([
    openBrowser(),
    startTestApp({ frontend: true, passwords: fakePasswords }),
  ]);
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

  // One author holds a payload in every other field a member or an admin can enter.
  author = await app.member({ firstName: mark('first'), lastName: `${tag}Author`, membershipTier: 'member' });
  await as(author, 'POST', '/rest/expertise/tags', { tag: TAG });
  const { id: organizationID } = await as<{ id: string }>(author, 'POST', '/rest/organizations', {
    name: mark('org'),
    kind: 'employer',
  });
  await as(author, 'PATCH', '/rest/user/profile', {
    headline: mark('headline'),
    bio: markdown('bio'),
    expertise: [TAG],
    experience: [{ organizationID, role: mark('role'), start: '2020-01' }],
    education: [{ organizationID, degree: mark('degree'), field: mark('field'), year: 2015 }],
    location: { city: mark('city'), state: mark('state'), country: 'FR' },
  });
  await as(author, 'PUT', '/rest/user/shipping-address', {
    name: mark('ship'),
    line1: mark('line1'),
    line2: mark('line2'),
    city: mark('scity'),
    region: mark('region'),
    postalCode: POSTAL_CODE,
    country: 'FR',
  });
  await as(author, 'POST', '/rest/journal/publications', publication(mark('title')));
  await as(author, 'POST', '/rest/journal/publications/1/versions', {
    ...publication(`${mark('title')} revised`),
    changeNote: mark('change'),
  });
  await as(author, 'POST', '/rest/journal/publications', publication(mark('removed')));
  await callAs(app, admin, 'POST', '/rest/admin/journal/publications/2/removal', { note: mark('removal') });
  // A free order with a token: the shipment takes the author's address.
  await callAs(app, admin, 'POST', '/rest/admin/free-orders', {
    userID: author.userID,
    membershipTier: 'fellow',
    months: 12,
    reason: mark('free'),
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
}, 30_000);

// In-page scripts are strings: the tests compile without the DOM's types.
/** Collects the page's `securitypolicyviolation` events from its first script on. */
const RECORD_CSP_VIOLATIONS = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(
    e.violatedDirective + ' ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber + ':' + e.columnNumber));
`;

/** Elements a payload would have made: event-handler attributes, running scripts, frames, script URLs. */
const INJECTED_ELEMENTS = `(() => {
  const found = [];
  for (const el of document.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    for (const a of el.attributes) if (/^on/i.test(a.name)) found.push('<' + tag + ' ' + a.name + '="' + a.value + '">');
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    const runs = ['', 'module', 'text/javascript', 'application/javascript'].includes(type);
    if (tag === 'script' && runs && !el.getAttribute('src')) found.push('an inline <script>' + el.textContent.slice(0, 80));
    if (['iframe', 'object', 'embed', 'base', 'frame'].includes(tag)) found.push('<' + tag + '>');
    if (tag === 'img' && el.getAttribute('src') === 'x') found.push('<img src=x>');
    for (const name of ['href', 'xlink:href', 'src', 'action', 'formaction']) {
      const value = el.getAttribute(name);
      const protocol = value === null ? '' : (URL.parse(value, location.href)?.protocol ?? '');
      if (/^(javascript|vbscript):$/.test(protocol) || (protocol === 'data:' && tag !== 'img'))
        found.push('<' + tag + ' ' + name + '="' + value + '">');
    }
  }
  return found;
})()`;

/** A tab that records every dialog (an alert() that ran) and CSP violations (events and console refusals). */
const watchedPage = async (): Promise<{ page: Page; ran: () => Promise<string[]> }> => {
  const page = await browser.newPage();
  await page.addInitScript(RECORD_CSP_VIOLATIONS);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const ran = async () => [
    ...dialogs.map((d) => `dialog: ${d}`),
    ...browser.errorsOf(page).filter((e) => /Content Security Policy|Refused to (execute|load)/.test(e)),
    ...(await page.evaluate<string[]>('window.cspViolations ?? []')).map((v) => `CSP violation: ${v}`),
  ];
  return { page, ran };
};

const injectedElements = (page: Page): Promise<string[]> => page.evaluate<string[]>(INJECTED_ELEMENTS);

/**
 * Polls `expression` in the page until it is true, for at most 15 s: its answer at the end.
 * (`waitForFunction` evaluates a string with eval, which the page's CSP refuses.)
 */
const until = async (page: Page, expression: string): Promise<boolean> => {
  for (const end = Date.now() + 15_000; ;) {
    if (await page.evaluate<boolean>(expression)) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Opens `path`, waits until every text of `shows` is on the page, and answers what ran or got in. */
const sweep = async (
  watched: { page: Page; ran: () => Promise<string[]> },
  path: string,
  shows: readonly string[],
) => {
  const { page } = watched;
  await page.goto(`${app.url}${path}`);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await until(page, `${JSON.stringify(shows)}.every((t) => document.body.innerText.includes(t))`);
  const text = await page.locator('body').innerText();
  return {
    missing: shows.filter((t) => !text.includes(t)),
    injected: await injectedElements(page),
    ran: await watched.ran(),
  };
};

const clean = { missing: [], injected: [], ran: [] };

describe('stored XSS sweep (browser)', () => {
  it('when members’ names hold script payloads, then the Registry, the header and the admin pages show them as text and run no script', async () => {
    const watched = await watchedPage();
    expect(await sweep(watched, `/registry/search?query=${tag}`, [NAME_PAYLOADS[0]!])).toEqual(clean);
    await signInThroughPage(watched.page, app, admin);
    for (const path of [
      '/',
      `/registry/search?query=${tag}`,
      '/admin',
      '/admin/access',
      `/admin/search?query=${tag}`,
      `/profile/${members[0]!.userID}`,
    ])
      expect({ path, ...(await sweep(watched, path, [])) }).toEqual({ path, ...clean });
  }, 120_000);

  it('when a ban reason holds script payloads, then the banned member’s page shows it as text and runs no script', async () => {
    await browser.context.clearCookies(); // the tab before signed the admin in, in this same profile
    const { page, ran } = await watchedPage();
    await page.goto(`${app.url}/sign-in`);
    await submitSignIn(page, banned);
    await page.waitForURL('**/sign-in-fail/banned**', { timeout: 15_000 });
    await page
      .getByText('<img src=x onerror=alert(1)>', { exact: false })
      .first()
      .waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    expect(await page.locator('body').innerText()).toContain('<img src=x onerror=alert(1)>');
    expect(await injectedElements(page)).toEqual([]);
    expect(await ran()).toEqual([]);
  }, 120_000);

  it('when a visitor opens every public page showing the author’s profile and publications, then each payload shows as text and nothing runs or gets in', async () => {
    const watched = await watchedPage();
    const profile = `/profile/${author.userID}`;
    for (const [path, shows] of [
      [`/registry/search?query=${tag}Author`, [mark('first'), mark('headline'), TAG]],
      [
        profile,
        [mark('first'), mark('headline'), 'Before the payloads of bio.', 'After the payloads of bio.'],
      ],
      [`${profile}/expertise`, [TAG]],
      [`${profile}/experience`, [mark('org'), mark('role')]],
      [`${profile}/education`, [mark('org'), mark('degree'), mark('field')]],
      [`${profile}/publications`, [mark('title')]],
      ['/journal', [mark('title')]],
      [
        '/journal/publications/1',
        [mark('title'), mark('abstract'), mark('author'), mark('coauthor'), KEYWORD],
      ],
      [
        '/journal/publications/1/1',
        [mark('title'), 'Before the payloads of body.', 'After the payloads of body.'],
      ],
      ['/journal/publications/1/diff/1/2', [mark('change')]],
      ['/journal/publications/2', [mark('removal')]],
      [`/journal/search?query=revised`, [mark('title')]],
    ] as const)
      expect({ path, ...(await sweep(watched, path, shows)) }).toEqual({ path, ...clean });
  }, 120_000);

  it('when the author opens their settings and the revise pages, then the address, the removal note and the prefilled form show as text and nothing runs or gets in', async () => {
    const watched = await watchedPage();
    await signInThroughPage(watched.page, app, author);
    for (const [path, shows] of [
      ['/settings/manage-membership', [mark('scity')]],
      ['/journal/revise/1', []],
      ['/journal/revise/2', [mark('removal')]],
      [`/profile/${author.userID}/about/edit`, []],
    ] as const)
      expect({ path, ...(await sweep(watched, path, shows)) }).toEqual({ path, ...clean });
    // The address and the form's fields hold the payloads as values.
    await watched.page.goto(`${app.url}/settings/manage-membership`);
    const shown = `[...document.querySelectorAll('input')].some((input) => input.value === ${JSON.stringify(mark('ship'))})`;
    expect(await until(watched.page, shown)).toBe(true);
  }, 120_000);

  it('when an admin opens the admin pages of the author, their shipment, audits and the removed publication, then each payload shows as text and nothing runs or gets in', async () => {
    const watched = await watchedPage();
    await signInThroughPage(watched.page, app, admin);
    const user = `/admin/user/${author.userID}`;
    for (const [path, shows] of [
      ['/admin', []],
      [`/admin/search?query=${tag}Author`, [mark('first')]],
      [`${user}/shipping`, [mark('scity')]],
      [`${user}/publications`, [mark('title')]],
      [`${user}/payment-history`, [mark('free')]],
      ['/admin/shipping', [mark('ship'), mark('line1'), mark('scity'), POSTAL_CODE]],
      [`/admin/audit/user/${author.userID}`, [mark('headline'), mark('free')]],
      ['/admin/audit/publication/1', [mark('change')]],
      ['/admin/audit/publication/2', [mark('removal')]],
      ['/journal/publications/2', [mark('removal'), mark('removed')]],
      [`/profile/${author.userID}`, [mark('headline')]],
    ] as const)
      expect({ path, ...(await sweep(watched, path, shows)) }).toEqual({ path, ...clean });
  }, 120_000);
});
