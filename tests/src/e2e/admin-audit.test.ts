import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { type Locator, type Page } from 'playwright-core';
import { type TestApp } from '../support/test-app.js';
import { type BrowserUnderTest } from '../support/browser.js';
import {
  banUser,
  callAs,
  expectHeading,
  signInThroughPage,
  signOutThroughPage,
  startAppWithMemberAndAdmin,
  type SignedUpMember,
} from '../support/e2e-helpers.js';

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value, in the browser's (this machine's) time zone. */
const localInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** Reloads until the locator shows: for what a process manager adds after the page loaded. */
const untilShown = async (page: Page, locator: Locator, tries = 40): Promise<void> => {
  for (let i = 0; i < tries; i++) {
    if ((await locator.count()) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
    await page.reload();
    await locator.or(page.getByText('No shipments yet')).first().waitFor();
  }
  await locator.waitFor({ timeout: 1_000 });
};

// Issue 11 in a real browser: the audit timeline of a member, with actors, reasons, before → after, and time travel.
describe('the admin audit in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let member: SignedUpMember;
  let admin: SignedUpMember;
  let page: Page;
  let beforeBan: Date;

  beforeAll(async () => {
    ({ app, browser, member, admin } = await startAppWithMemberAndAdmin(
      { firstName: 'Ada', lastName: 'Lovelace' },
      { firstName: 'Grace', lastName: 'Hopper' },
    ));
    app.advance(2 * HOUR);
    beforeBan = new Date(Date.now() + HOUR);
    app.advance(2 * HOUR);
    await banUser(app, admin, member.userID, 'Spam in the Journal');
    app.advance(HOUR);
    await callAs(app, admin, 'POST', `/rest/admin/users/${member.userID}/unban`, {
      reason: 'Appeal accepted',
    });
    const store = app.server.core.store;
    const stream = userStreamId(member.userID);
    await store.append(
      stream,
      [
        {
          type: 'PhoneChanged',
          data: { userID: member.userID, personal: { phone: '+1 (415) 555-0100' } },
          eventId: randomUUID(),
          metadata: {
            actor: member.userID,
            correlationId: randomUUID(),
            causationId: null,
            timestamp: new Date().toISOString(),
          },
        },
      ],
      { expectedVersion: await store.streamVersion(stream) },
    );
  }, 180_000);

  beforeEach(async () => {
    page = await browser.newPage();
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when an admin opens the audit from the user page, then the ban and unban show with actor, reason and before → after, and time travel before the ban shows the member active', async () => {
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin/user/${member.userID}/payment-history`);
    await page.getByRole('link', { name: 'Audit timeline' }).click();
    await page.waitForURL(`${app.url}/admin/audit/user/${member.userID}`);
    await expectHeading(page, 'Audit: Ada Lovelace');

    const timeline = page.getByRole('list', { name: 'Audit timeline' });
    await timeline.getByText('Banned, by Grace Hopper', { exact: true }).waitFor();
    expect(await timeline.getByText('Reason: Spam in the Journal', { exact: true }).count()).toBe(1);
    expect(await timeline.getByText('Status: active → banned', { exact: true }).count()).toBe(1);
    expect(await timeline.getByText('Unbanned, by Grace Hopper', { exact: true }).count()).toBe(1);
    expect(await timeline.getByText('Signed up, by Ada Lovelace').count()).toBe(1);

    await page.getByRole('button', { name: 'Banned (1)', exact: true }).click();
    await page.waitForURL(/type=UserBanned/);
    await page.getByText('1 event', { exact: true }).waitFor();

    await page.getByLabel('As of').fill(localInput(beforeBan));
    await page.getByRole('button', { name: 'Show state' }).click();
    const state = page.getByTestId('state-as-of');
    await state.waitFor();
    const row = (field: string) =>
      state.getByRole('row').filter({ has: page.getByRole('cell', { name: field, exact: true }) });
    expect(await row('Status').getByRole('cell').allTextContents()).toEqual(['Status', 'active']);
    expect(await row('Ban reason').getByRole('cell').allTextContents()).toEqual(['Ban reason', '–']);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when an admin finds a member by phone in another format, then from their page they ban and unban them with a reason', async () => {
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin/search?queryType=phone&queryValue=14155550100`);
    await expectHeading(page, 'User search');
    await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Ada Lovelace' }).click();
    await page.waitForURL(`${app.url}/admin/user/${member.userID}/payment-history`);
    const header = page.getByRole('region', { name: 'User' });
    await header.getByText('+1 (415) 555-0100').waitFor();
    await header.getByLabel('Reason', { exact: true }).fill('Abusive messages');
    await header.getByRole('button', { name: 'Ban', exact: true }).click();
    await header.getByText('Banned: Abusive messages').waitFor();
    await header.getByRole('button', { name: 'Unban' }).click();
    await header.getByRole('button', { name: 'Ban', exact: true }).waitFor();
    for (const tab of ['Publications', 'Shipping', 'Payment History']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL(new RegExp(`/admin/user/${member.userID}/`));
    }
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  const tracking = 'JD014600006281';

  it('when the member has an address and an admin grants a free fellow order from the user header, then a token shipment is requested (Shipping tab, /admin/shipping) and an uploaded CSV ships it', async () => {
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/settings/manage-membership`);
    const address = page.getByRole('form', { name: 'Shipping address' });
    await address.getByLabel('Name').fill('Ada Lovelace');
    await address.getByLabel('Address line 1').fill('12 St James Square');
    await address.getByLabel('City').fill('London');
    await address.getByLabel('Postal code').fill('SW1Y 4JH');
    await address.getByRole('combobox', { name: 'Country' }).selectOption('GB');
    await address.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Your shipping address has been saved.').waitFor();
    await signOutThroughPage(page, app);

    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin/user/${member.userID}/shipping`);
    const header = page.getByRole('region', { name: 'User' });
    const freeOrder = header.getByRole('form', { name: 'Free order' });
    await freeOrder.getByLabel('Free order tier').selectOption('fellow');
    await freeOrder.getByLabel('Period').selectOption('12');
    await freeOrder.getByLabel('Free order reason').fill('Keynote speaker');
    await freeOrder.getByRole('button', { name: 'Grant free order' }).click();
    await header
      .getByRole('definition')
      .filter({ hasText: /^Fellow$/ })
      .waitFor();

    // The process manager requests the shipment after the activation: the tab shows it once it is there.
    const memberShipments = page.getByRole('table', { name: 'Shipments' });
    await untilShown(page, memberShipments.getByText('Requested', { exact: true }));

    await page.goto(`${app.url}/admin/shipping?status=requested`);
    await expectHeading(page, 'Token Shipping');
    const row = page
      .getByRole('table', { name: 'Shipments' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Ada Lovelace' }) });
    await row.getByText('Ada Lovelace, 12 St James Square, London, SW1Y 4JH, United Kingdom').waitFor();
    const shipmentID = await row.getAttribute('data-shipment');
    expect(shipmentID).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByLabel('Mark shipped from a CSV').setInputFiles({
      name: 'shipped.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`shipmentID,carrier,tracking\n${shipmentID},DHL,${tracking}\n`),
    });
    await page.getByRole('status').getByText('1 shipped, 0 unchanged, 0 refused').waitFor();
    await page.goto(`${app.url}/admin/shipping?status=shipped`);
    await page.getByRole('table', { name: 'Shipments' }).getByText(`DHL ${tracking}`).waitFor();
    expect(browser.errorsOf(page)).toEqual([]);
    await signOutThroughPage(page, app);
  }, 120_000);

  it('when that shipment was shipped, then the member sees the tracking, and the audit shows the free order, the shipment and the ban and unban with actors, reasons and before → after', async () => {
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/settings/manage-membership`);
    const shipments = page.getByRole('table', { name: 'Shipments' });
    await shipments.getByText(tracking).waitFor();
    expect(await shipments.getByText('Shipped', { exact: true }).count()).toBe(1);

    await signOutThroughPage(page, app);
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin/audit/user/${member.userID}`);
    const timeline = page.getByRole('list', { name: 'Audit timeline' });
    await timeline.getByText('Free order granted: Fellow, by Grace Hopper', { exact: true }).waitFor();
    const text = await timeline.innerText();
    for (const expected of [
      'Reason: Keynote speaker',
      'Membership activated: Fellow, by Grace Hopper',
      'Shipment requested',
      'Shipment shipped, by Grace Hopper',
      `Tracking: – → ${tracking}`,
      'Banned, by Grace Hopper',
      'Reason: Spam in the Journal',
      'Unbanned, by Grace Hopper',
      'Status: active → banned',
      'Status: banned → active',
    ])
      expect({ expected, shown: text.includes(expected) }).toEqual({ expected, shown: true });
    // The filter chips name each event type and its count, never empty values ("Tier changed: – → –").
    const chips = page.getByRole('group', { name: 'Event types' });
    expect(await chips.getByRole('button', { name: 'Membership activated (1)', exact: true }).count()).toBe(
      1,
    );
    expect(await chips.innerText()).not.toContain('–');

    // Time travel to before the first ban: active, and the tier it had before the free order.
    await page.getByLabel('As of').fill(localInput(beforeBan));
    await page.getByRole('button', { name: 'Show state' }).click();
    const state = page.getByTestId('state-as-of');
    await state.waitFor();
    const row = (field: string) =>
      state.getByRole('row').filter({ has: page.getByRole('cell', { name: field, exact: true }) });
    expect(await row('Status').getByRole('cell').allTextContents()).toEqual(['Status', 'active']);
    expect(await row('Membership tier').getByRole('cell').allTextContents()).toEqual([
      'Membership tier',
      '–',
    ]);
    expect(browser.errorsOf(page)).toEqual([]);
    await signOutThroughPage(page, app);
  }, 120_000);

  it('when an admin opens /admin, then the dashboard shows members by tier and status, pending shipments, and the latest events link to their audit', async () => {
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin`);
    await expectHeading(page, 'User Management');
    const members = page.getByRole('table', { name: 'Members by tier and status' });
    const fellows = members
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Fellow', exact: true }) });
    await fellows.waitFor();
    expect(await fellows.getByRole('cell').allTextContents()).toEqual(['Fellow', 'Active', '1']);
    await page.getByRole('link', { name: 'Pending shipments' }).waitFor();
    expect(await page.getByText('Audits read recently').count()).toBe(1);
    const latest = page.getByRole('table', { name: 'Latest events' });
    // At most the latest 20 (this store holds about that many by now), under a row of headers.
    const shown = (await latest.getByRole('row').count()) - 1;
    expect(shown > 10 && shown <= 20).toBe(true);
    // Subjects and actors by name, never as user ids or stream names.
    expect((await latest.innerText()).match(/[0-9a-f]{8}-[0-9a-f]{4}-|user-/g)).toBeNull();
    const toMember = latest.getByRole('link', { name: 'Ada Lovelace' }).first();
    await toMember.click();
    await page.waitForURL(`${app.url}/admin/audit/user/${member.userID}`);
    await expectHeading(page, 'Audit: Ada Lovelace');
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when a member opens an audit page, then they are told they must be an admin', async () => {
    await signOutThroughPage(page, app);
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/admin/audit/user/${member.userID}`);
    await page.getByText('You must be an admin to view this page.').waitFor();
  }, 120_000);
});
