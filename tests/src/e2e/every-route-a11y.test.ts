import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { animationsDone, settled, trackRequests, waitForDarkMode } from '../support/e2e-helpers.js';
import { adminExtraAddresses, routeAddresses, type Role } from '../support/every-route.js';
import { seedEveryRoute, type EveryRouteData } from '../support/every-route-data.js';
import { routePatterns } from '../support/route-visits.js';
import { startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// Issue 22: every route of the app at 390 px is no wider than the phone, its h1–h3 are in the
// theme's heading font and weight, and axe-core finds no serious or critical violation on it in
// light and in dark mode, as a visitor, a member and an admin. One browser page walks each role's routes in turn (a few minutes in all).
describe('every route on a phone, under axe-core, for each role', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;
  let data: EveryRouteData;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    data = await seedEveryRoute(app);
    page = trackRequests(await browser.newPage());
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when the walk is listed, then it has an address for every route of the app', () => {
    expect(Object.keys(routeAddresses(data.ids.visitor)).sort()).toEqual([...routePatterns].sort());
  });

  /** Signs the browser in as `who` (their session cookie), or out. */
  const signInAs = async (who: TestMember | undefined) => {
    await browser.context.clearCookies();
    if (who?.browser.session)
      await browser.context.addCookies([
        { name: 'academy_session', value: who.browser.session, url: app.url },
      ]);
  };

  const pageWidth = () => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

  /** The innermost boxes whose content is wider than they are, outside any box that scrolls: for a failure's message. */
  const stickingOut = () =>
    page.evaluate(`[...document.querySelectorAll('body *')]
      .filter((e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
      .filter((e) => {
        for (let a = e; a; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return false;
        return true;
      })
      .slice(-2)
      .map((e) => e.tagName.toLowerCase() + ' "' + e.textContent.trim().slice(0, 40) + '"')
      .join(', ')`) as Promise<string>;

  /** Opens the address at phone size in light mode; waits for its first heading, its requests, its animations. */
  const open = async (address: string) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${app.url}${address}`);
    await page.locator('h1').first().waitFor();
    await settled(page);
    await animationsDone(page);
  };

  /** Each h1–h3 not in the theme's heading font (`--chakra-fonts-heading`) and weight (semibold). */
  const headingsOffRule = () =>
    page.evaluate(`(() => {
      const plain = (f) => f.replace(/["'\\s]/g, '');
      const font = plain(getComputedStyle(document.documentElement).getPropertyValue('--chakra-fonts-heading'));
      return [...document.querySelectorAll('h1, h2, h3')]
        .filter((h) => plain(getComputedStyle(h).fontFamily) !== font || getComputedStyle(h).fontWeight !== '600')
        .map((h) => h.tagName.toLowerCase() + ' "' + h.textContent.trim().slice(0, 40) + '" in ' +
          getComputedStyle(h).fontFamily + ' ' + getComputedStyle(h).fontWeight);
    })()`) as Promise<string[]>;

  /**
   * What is wrong with the page as it is: wider than the phone, a heading off the one heading rule,
   * and axe's findings (every rule) in light mode and in dark mode.
   */
  const problemsOf = async () => {
    const width = await pageWidth();
    const headings = await headingsOffRule();
    const light = await seriousViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitForDarkMode(page, true);
    const dark = await seriousViolations(page);
    return [
      ...(width > PHONE.width ? [`${width} px wide: ${await stickingOut()}`] : []),
      ...headings.map((h) => `heading: ${h}`),
      ...light.map((v) => `light: ${v}`),
      ...dark.map((v) => `dark: ${v}`),
    ];
  };

  // Before the walks: the admin's walk ends on /sign-out.
  it('when an admin opens /admin at 1280 px, then the latest events fit the window and name their actors', async () => {
    await signInAs(data.admin);
    await page.setViewportSize(DESKTOP);
    await open('/admin');
    const latest = page.getByRole('table', { name: 'Latest events' });
    await latest.waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(DESKTOP.width);
    const text = await latest.innerText();
    expect(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-|user-|order-|shipment-/g)).toBeNull();
    // The member's publication and the admin's marking her token shipped are among them, by name.
    expect(text).toContain('Niels Bohr');
    expect(text).toContain('Marie Curie');
  });

  describe.each([
    ['a visitor', 'visitor'],
    ['a member', 'member'],
    ['an admin', 'admin'],
  ] as const)('as %s', (who: string, role: Role) => {
    beforeAll(async () => {
      await signInAs(role === 'visitor' ? undefined : data[role]);
      await page.setViewportSize(PHONE);
    });

    it(`when ${who} opens each route at 390 px, then none is wider than the phone, its h1–h3 keep the heading font and weight, and axe finds nothing serious in light or dark mode`, async () => {
      const addresses = [
        ...Object.values(routeAddresses(data.ids[role])),
        ...(role === 'admin' ? adminExtraAddresses(data.ids.admin) : []),
      ];
      const problems: Record<string, string[]> = {};
      for (const address of addresses) {
        await open(address);
        const found = await problemsOf();
        if (found.length > 0) problems[address] = found;
      }
      expect(problems).toEqual({});
    }, 600_000);
  });
});
