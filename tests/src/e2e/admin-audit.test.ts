import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { shipmentIdOf } from '@academy/platform';
import { shipmentStreamId, userStreamId } from '@academy/domain';
import { type Page } from 'playwright-core';
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
    expect(await timeline.getByText('status: active → banned', { exact: true }).count()).toBe(1);
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
    expect(await row('status').getByRole('cell').allTextContents()).toEqual(['status', 'active']);
    expect(await row('banReason').getByRole('cell').allTextContents()).toEqual(['banReason', '–']);
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
    await header.getByLabel('Reason').fill('Abusive messages');
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

  it('when a token shipment of the member is shipped from a CSV, then the member sees the tracking in their settings', async () => {
    const store = app.server.core.store;
    const stream = userStreamId(member.userID);
    const eventId = randomUUID();
    await store.append(
      stream,
      [
        {
          type: 'MembershipActivated',
          data: {
            userID: member.userID,
            tier: 'fellow',
            orderID: null,
            subscriptionId: null,
            periodStart: new Date().toISOString(),
            periodEnd: null,
            token: true,
            actor: admin.userID,
            reason: 'Free order',
          },
          eventId,
          metadata: {
            actor: admin.userID,
            correlationId: randomUUID(),
            causationId: null,
            timestamp: new Date().toISOString(),
          },
        },
        {
          type: 'ShippingAddressChanged',
          data: {
            userID: member.userID,
            personal: {
              address: {
                name: 'Ada Lovelace',
                line1: '12 St James Square',
                line2: null,
                city: 'London',
                region: null,
                postalCode: 'SW1Y 4JH',
                country: 'GB',
              },
            },
          },
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
    const shipmentID = shipmentIdOf(eventId);
    for (let i = 0; i < 100 && (await store.streamVersion(shipmentStreamId(shipmentID))) < 2; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await callAs(app, admin, 'POST', '/rest/admin/shipments/import', {
      csv: `${shipmentID},DHL,JD014600006281`,
    });

    await signOutThroughPage(page, app);
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/settings/manage-membership`);
    const shipments = page.getByRole('table', { name: 'Shipments' });
    await shipments.getByText('JD014600006281').waitFor();
    expect(await shipments.getByText('shipped', { exact: true }).count()).toBe(1);
    await signOutThroughPage(page, app);
  }, 120_000);

  it('when a member opens an audit page, then they are told they must be an admin', async () => {
    await signOutThroughPage(page, app);
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/admin/audit/user/${member.userID}`);
    await page.getByText('You must be an admin to view this page.').waitFor();
  }, 120_000);
});
