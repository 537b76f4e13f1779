import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { type BrowserUnderTest, openBrowser } from '../support/browser.js';
import { banner, expectHeading, signOutThroughPage } from '../support/e2e-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Stripe's keys set and its client pointed at a port nothing listens on: the provider is unreachable.
describe('a paid sign-up while the payment provider is down, in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;
  const email = `marie.curie.${Date.now()}@example.org`;
  const password = 'correct horse battery staple';

  beforeAll(async () => {
    [browser, app] = await Promise.all([
      openBrowser(),
      startTestApp({
        frontend: true,
        env: { STRIPE_SECRET_KEY: 'sk_test_unreachable01', STRIPE_WEBHOOK_SECRET: 'whsec_unreachable01' },
        stripeApi: { host: '127.0.0.1', port: 1, protocol: 'http' },
      }),
    ]);
    page = await browser.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  const fillSignUp = async () => {
    await page.getByLabel('First name').fill('Marie');
    await page.getByLabel('Last name').fill('Curie');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
  };

  it('when a visitor signs up for a paid tier, then they are signed in, told the account exists, and offered to complete the payment', async () => {
    await page.goto(`${app.url}/sign-up/member`);
    await fillSignUp();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your account is created and you are signed in' })
      .waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/sign-up/member');
    await page.getByRole('button', { name: 'Try the payment again' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);
    await banner(page).getByRole('button', { name: 'Profile menu' }).waitFor();
    // The log names the cause.
    expect(app.logs.join('\n')).toContain('ECONNREFUSED');
  }, 120_000);

  it('when the member opens their settings, then no tier is held and the payment for Member reads as pending, with "Complete payment"', async () => {
    await page.goto(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');
    await page.getByTestId('membership-tier').waitFor();
    // Nothing is held until the payment is made: the tier asked for reads as pending, not as current.
    expect(await page.getByTestId('membership-tier').textContent()).toBe('None');
    expect(await page.getByTestId('membership-status').textContent()).toBe('Payment pending for Member');
    await page.getByRole('button', { name: 'Complete payment' }).waitFor();
  }, 60_000);

  it('when, signed out, they submit the sign-up form again with the same email and password, then they are signed in and go on to the payment (not "email taken")', async () => {
    await signOutThroughPage(page, app);
    await page.goto(`${app.url}/sign-up/member`);
    await fillSignUp();
    // The provider is still down: back on the tier's page, signed in, with the reason and the retry.
    await page.getByRole('button', { name: 'Try the payment again' }).waitFor({ timeout: 30_000 });
    await banner(page).getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(await page.getByText('An account with this email already exists').count()).toBe(0);
    await page.getByRole('alert').filter({ hasText: 'payment provider is unavailable' }).waitFor();
  }, 120_000);
});
