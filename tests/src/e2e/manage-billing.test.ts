import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { expectHeading } from '../support/e2e-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// "Manage billing" without Stripe: the built-in billing page offers what Stripe's portal does
// (update card, invoices, cancel), and a cancellation there shows in Account Settings.
describe('manage billing in the browser (the built-in test provider)', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    page = await browser.newPage();
  }, 180_000);

  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when a paying member opens Manage billing in Account Settings, updates the card, sees the invoice and cancels, then Account Settings shows the cancellation', async () => {
    await page.goto(`${app.url}/sign-up/member`);
    await page.getByLabel('First name').fill('Sofia');
    await page.getByLabel('Last name').fill('Kovalevskaya');
    await page.getByLabel('Email').fill(`sofia.${Date.now()}@example.org`);
    await page.getByLabel(/^Password/).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${app.url}/sign-up/success`, { timeout: 15_000 });

    await page.goto(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL(`${app.url}/billing/test`, { timeout: 15_000 });
    await expectHeading(page, 'Billing');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Update card' }).click();
    await page.getByRole('status').filter({ hasText: 'Card ending 4242 saved.' }).waitFor();
    const invoices = page.getByRole('table', { name: 'Payment history' });
    await invoices.waitFor();
    expect(await invoices.getByRole('cell', { name: '60.00 EUR' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Cancel membership' }).click();
    await page.waitForURL(`${app.url}/settings/manage-membership`, { timeout: 15_000 });
    await page
      .getByTestId('membership-status')
      .filter({ hasText: 'Cancelling' })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText('Ends on').count()).toBeGreaterThan(0);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);
});
