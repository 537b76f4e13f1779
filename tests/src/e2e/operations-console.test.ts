import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type OperationsAnswer } from '@academy/domain';
import { waitForProjections } from '@academy/platform';
import { allProjections } from '@academy/projections';
import { type Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import {
  animationsDone,
  callAs,
  expectHeading,
  grantAdmin,
  settled,
  signInThroughPage,
  signUpMember,
  trackRequests,
  waitForDarkMode,
  type SignedUpMember,
} from '../support/e2e-helpers.js';
import { manyMembers, registeredEvent } from '../support/members.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PHONE = { width: 390, height: 844 };
/** Members appended straight to the store, so that the Registry's rebuild has rows to load. */
const MEMBERS = 1500;
/**
 * The Registry's read model (profiles) as it is, but without its set-based load, which rebuilds
 * these members in well under a second in one transaction: batch by batch, 2 events each, the
 * rebuild takes seconds, long enough to be watched, left and come back to.
 */
const projections = allProjections.map((p) => (p.name === 'profiles' ? { ...p, bulk: undefined } : p));

// The operations console in a real browser: an admin rebuilds the Registry's read model from the
// page, sees its progress and the new generation go live, while Registry searches keep answering.
describe('the operations console in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let admin: SignedUpMember;
  let page: Page;

  beforeAll(async () => {
    [browser, app] = await Promise.all([
      openBrowser(),
      startTestApp({ frontend: true, projections, rebuildBatchSize: 2 }),
    ]);
    admin = await signUpMember(app, { firstName: 'Grace', lastName: 'Hopper' });
    await grantAdmin(app, admin.email);
    const { core } = app.server;
    const members = manyMembers(MEMBERS);
    for (let i = 0; i < members.length; i += 500) {
      await core.store.appendMany(
        members.slice(i, i + 500).map((m) => ({
          streamId: `user-${m.userID}`,
          events: [registeredEvent(m)],
          expectedVersion: 'no-stream' as const,
        })),
      );
    }
    const head = await core.store.head();
    expect(await waitForProjections(core.db, ['profiles'], head, 120_000, core.runner.advanced)).toBe(true);
    page = trackRequests(await browser.newPage());
    await page.setViewportSize(PHONE);
    await signInThroughPage(page, app, admin);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  const operations = async () =>
    (await callAs(app, admin, 'GET', '/rest/admin/operations')) as OperationsAnswer;
  const registryTotal = async (): Promise<number> => {
    const res = await fetch(`${app.url}/rest/registry/search?query=`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { total: number }).total;
  };

  it('when an admin rebuilds the profiles from the page, then a progress bar shows, searches keep answering, and generation 2 goes live', async () => {
    const before = await registryTotal();
    expect(before).toBeGreaterThanOrEqual(MEMBERS);
    await page.goto(`${app.url}/admin/operations`);
    await expectHeading(page, 'Operations');
    await page.getByText('Up to date').first().waitFor();

    await page.getByRole('button', { name: 'Rebuild profiles' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Rebuild profiles?' });
    await dialog.getByRole('button', { name: 'Rebuild', exact: true }).click();
    // Searches over HTTP while it runs: each answers, with every member.
    let rebuilding = true;
    const searches: number[] = [];
    const searching = (async () => {
      while (rebuilding) searches.push(await registryTotal());
    })();
    searching.catch(() => (rebuilding = false));
    await page.getByText('Rebuilding profiles').waitFor();
    await page.getByRole('progressbar').waitFor();
    await page.getByText(/ of [\d,]+ events · /).waitFor();
    // Left and come back to while it runs: the progress shows again.
    await page.goto(`${app.url}/admin`);
    await expectHeading(page, 'User Management');
    await page.goto(`${app.url}/admin/operations`);
    await expectHeading(page, 'Operations');
    await page.getByText('Rebuilding profiles').waitFor();
    // The progress bar passes axe too (its name is its percentage).
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByText(/Rebuilt: generation 2 is live since/).waitFor({ timeout: 60_000 });
    rebuilding = false;
    await searching;

    expect(searches.length).toBeGreaterThan(0);
    expect(new Set(searches)).toEqual(new Set([before]));
    const profiles = (await operations()).readModels.find((m) => m.name === 'profiles')!;
    expect(profiles).toMatchObject({ generation: 2, lagEvents: 0, pendingGeneration: null });
    expect(profiles.rebuild).toMatchObject({ status: 'swapped', generation: 2 });
    expect(await registryTotal()).toBe(before);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when the admin leaves and comes back, then the ended rebuild still shows, the page fits 390 px, and axe finds nothing serious in light or dark mode', async () => {
    await page.goto(`${app.url}/admin`);
    await expectHeading(page, 'User Management');
    await page.goto(`${app.url}/admin/operations`);
    await expectHeading(page, 'Operations');
    await page.getByText(/Rebuilt: generation 2 is live since/).waitFor();
    await settled(page);
    await animationsDone(page);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitForDarkMode(page, true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 60_000);
});
