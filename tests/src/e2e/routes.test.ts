import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import {
  expectHeading,
  grantAdmin,
  settled,
  signInThroughPage,
  signOutThroughPage,
  signUpMember,
  trackRequests,
  whereIs,
  type SignedUpMember,
} from '../support/e2e-helpers.js';
import {
  adminOnlyVisits,
  home,
  memberVisits,
  routePatterns,
  visitorVisits,
  type Visit,
} from '../support/route-visits.js';

// Issue 4: every route renders its page in a real browser, as a visitor, a member and an admin.
describe('every route in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let member: SignedUpMember;
  let admin: SignedUpMember;
  let page: Page;
  const warnings = new Map<Page, string[]>();

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    [member, admin] = await Promise.all([
      signUpMember(app, { firstName: 'Marie', lastName: 'Curie' }),
      signUpMember(app, { firstName: 'Niels', lastName: 'Bohr' }),
    ]);
    await grantAdmin(app, admin.email);
    page = trackRequests(await browser.newPage());
    const list: string[] = [];
    warnings.set(page, list);
    page.on('console', (message) => {
      if (message.type() === 'warning') list.push(`warning: ${message.text()}`);
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when the walk is listed, then it opens every route of paths.ts as a visitor', () => {
    expect(routePatterns.length).toBeGreaterThan(30);
    expect([...new Set(visitorVisits.map((v) => v.route))].sort()).toEqual([...routePatterns, '*'].sort());
  });

  /** Opens the address, waits for its heading and its requests; answers what went wrong, if anything. */
  const visit = async ({ open, heading, lands, text, expectedErrors }: Visit) => {
    const errorsBefore = browser.errorsOf(page).length;
    const warningsBefore = warnings.get(page)!.length;
    await page.goto(`${app.url}${open.replace('{member}', member.userID)}`);
    await expectHeading(page, heading);
    if (lands) await page.waitForURL(`${app.url}${lands}`);
    if (text) await page.getByText(text, { exact: true }).waitFor();
    await settled(page);
    const errors = browser.errorsOf(page).slice(errorsBefore);
    const unexpected = expectedErrors ? errors.filter((e) => !expectedErrors.test(e)) : errors;
    expect(unexpected).toEqual([]);
    expect(warnings.get(page)!.slice(warningsBefore)).toEqual([]);
    if (expectedErrors) expect(errors.length).toBeGreaterThan(0);
    return whereIs(page);
  };

  describe('as a visitor', () => {
    it.each(visitorVisits.map((v) => [v.open, v.heading, v] as const))(
      'when a visitor opens %s, then "%s" shows, with no unexpected console error',
      async (_open, _heading, v) => {
        await visit(v);
      },
      30_000,
    );
  });

  describe('error pages', () => {
    let tab: Page;
    beforeAll(async () => {
      tab = await browser.newPage();
    });
    afterAll(async () => {
      await tab?.close();
    });

    it('when /mock-error throws, then "Something went wrong!" offers Show Error and Hide Error inside the frame', async () => {
      await tab.goto(`${app.url}/mock-error`);
      await expectHeading(tab, 'Something went wrong!');
      expect(await tab.getByRole('banner').isVisible()).toBe(true);
      // The footer is a lazy part of the frame: it shows once its module has loaded.
      await tab.getByRole('contentinfo').waitFor({ state: 'visible', timeout: 10_000 });
      const details = tab.getByText(/This is a mock error/);
      expect(await details.count()).toBe(0);
      await tab.getByRole('button', { name: 'Show Error' }).click();
      await details.waitFor();
      await tab.getByRole('button', { name: 'Hide Error' }).click();
      await details.waitFor({ state: 'detached' });
      expect(await tab.getByRole('button', { name: 'Show Error' }).isVisible()).toBe(true);
    }, 30_000);

    it('when an address is unknown, then the 404 page shows and Return home goes to /', async () => {
      await tab.goto(`${app.url}/journal/no/such/thing`);
      await expectHeading(tab, 'Page Not Found');
      expect(await tab.getByText('404', { exact: true }).isVisible()).toBe(true);
      await tab.getByRole('link', { name: 'Return home' }).click();
      await tab.waitForURL(`${app.url}/`);
      await expectHeading(tab, home);
    }, 30_000);

    it.each([
      [500, 'Internal Server Error'],
      [502, 'Bad Gateway'],
      [503, 'Service Unavailable'],
      [504, 'Gateway Timeout'],
    ])(
      'when the server answers %i (no JSON) while a page checks access, then the "%s" page shows',
      async (status, title) => {
        // As a gateway in front of a stopped service would answer.
        await tab.route('**/rest/user/session', (route) => route.fulfill({ status, body: '' }));
        try {
          await tab.goto(`${app.url}/journal/submit`);
          await expectHeading(tab, title);
          expect(await tab.getByRole('link', { name: 'Return home' }).isVisible()).toBe(true);
        } finally {
          await tab.unroute('**/rest/user/session');
        }
      },
      30_000,
    );
  });

  describe('as a member', () => {
    beforeAll(async () => {
      await signInThroughPage(page, app, member);
    }, 30_000);

    it.each(memberVisits.map((v) => [v.open, v.heading, v] as const))(
      'when a member opens %s, then "%s" shows, with no unexpected console error',
      async (_open, _heading, v) => {
        await visit(v);
      },
      30_000,
    );
  });

  describe('as an admin', () => {
    beforeAll(async () => {
      await signOutThroughPage(page, app);
      await signInThroughPage(page, app, admin);
    }, 30_000);

    it.each(adminOnlyVisits.map((v) => [v.open, v.heading, v] as const))(
      'when an admin opens %s, then "%s" shows, with no unexpected console error',
      async (_open, _heading, v) => {
        await visit(v);
      },
      30_000,
    );
  });
});
