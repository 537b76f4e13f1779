import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { addMonths } from '@academy/domain';
import { type Page } from 'playwright-core';
import { type BrowserUnderTest } from '../support/browser.js';
import {
  expectHeading,
  signInThroughPage,
  signOutThroughPage,
  startAppWithMemberAndAdmin,
  type SignedUpMember,
} from '../support/e2e-helpers.js';
import { type TestApp } from '../support/test-app.js';

// Issue 8 in a real browser, with the built-in test checkout: sign-up and pay, decline, the tier
// gate on /journal/submit, an admin's free order.
describe('membership in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let member: SignedUpMember;
  let admin: SignedUpMember;
  let page: Page;
  let n = 0;

  beforeAll(async () => {
    ({ app, browser, member, admin } = await startAppWithMemberAndAdmin(
      { firstName: 'Emmy', lastName: 'Noether' },
      { firstName: 'Grace', lastName: 'Hopper' },
    ));
  }, 180_000);

  beforeEach(async () => {
    page = await browser.newPage();
  });

  afterEach(async () => {
    await signOutThroughPage(page, app);
    await page?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  const fillSignUp = async (lastName: string) => {
    n += 1;
    await page.getByLabel('First name').fill('Lise');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Email').fill(`lise.${lastName.toLowerCase()}.${n}.${Date.now()}@example.org`);
    await page.getByLabel(/^Password/).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Create account' }).click();
  };

  const sessionTier = () =>
    page.evaluate(
      async () =>
        ((await (await fetch('/rest/user/session')).json()) as { membershipTier: string | null })
          .membershipTier,
    );

  it('when a visitor chooses Member, fills the form and pays, then they land on /sign-up/success and manage membership shows Member, active and the renewal date', async () => {
    await page.goto(`${app.url}/sign-up`);
    await expectHeading(page, 'Sign up');
    await page.getByRole('link', { name: 'Choose Member' }).click();
    await page.waitForURL(`${app.url}/sign-up/member`);
    await fillSignUp('Meitner');
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await expectHeading(page, 'Checkout');
    expect(await page.getByTestId('checkout-tier').textContent()).toBe('Member');
    expect(await page.getByTestId('checkout-amount').textContent()).toBe('60.00 EUR');
    expect(await page.evaluate("window.localStorage.getItem('sign-up-membership-tier')")).toBe('member');
    const paidAt = new Date();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${app.url}/sign-up/success`, { timeout: 15_000 });
    await expectHeading(page, 'Your account is ready');
    expect(await sessionTier()).toBe('member');

    await page.goto(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');
    await page.getByTestId('membership-tier').waitFor();
    expect(await page.getByTestId('membership-tier').textContent()).toBe('Member');
    const renewsAt = new Date(addMonths(paidAt.toISOString(), 12));
    const renewal = renewsAt.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = renewsAt.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // The same sentence as on the admin user page (a subscription renews; a single payment lasts until).
    expect(await page.getByTestId('membership-status').textContent()).toMatch(
      new RegExp(`^Active(, renews| until) ${short}$`),
    );
    expect(await page.getByTestId('membership-renewal-date').textContent()).toBe(renewal);
    const history = page.getByRole('table', { name: 'Payment history' });
    await history.waitFor();
    expect(await history.getByRole('cell', { name: '60.00 EUR' }).count()).toBe(1);
    expect(await history.getByText('Paid').count()).toBe(1);
    expect(browser.errorsOf(page)).toEqual([]);
  }, 120_000);

  it('when a visitor declines the payment, then they end on /sign-up/member with "Payment failed" and the saved tier is gone', async () => {
    await page.goto(`${app.url}/sign-up/member`);
    await fillSignUp('Bohr');
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-up/member', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('message')).toBe('Payment failed');
    await page.getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor();
    expect(await page.evaluate("window.localStorage.getItem('sign-up-membership-tier')")).toBeNull();
    expect(await sessionTier()).toBeNull();
  }, 120_000);

  it('when an associate opens /journal/submit, then "Access Denied" shows and Update Tier leads to manage membership', async () => {
    await page.goto(`${app.url}/sign-up/associate`);
    await fillSignUp('Curie');
    await page.waitForURL(`${app.url}/sign-up/success`, { timeout: 15_000 });
    expect(await sessionTier()).toBe('associate');
    await page.goto(`${app.url}/journal/submit`);
    await expectHeading(page, 'Access Denied');
    expect(
      await page.getByText('Your current membership tier does not have access to this page.').isVisible(),
    ).toBe(true);
    await page.getByRole('link', { name: 'Update Tier' }).click();
    await page.waitForURL(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');
    expect(await page.getByTestId('membership-tier').textContent()).toBe('Associate');
  }, 120_000);

  it('when an admin grants a free fellow order to a member, then the member holds fellow with the reason on their payment history', async () => {
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin/free-order`);
    await expectHeading(page, 'Free Orders');
    await page.getByLabel('Find a member (name or email)').fill(member.email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: 'Select Emmy Noether' }).click();
    await page.getByLabel('Tier').selectOption('fellow');
    await page.getByLabel('Period').selectOption('12');
    await page.getByLabel(/^Reason/).fill('Prize of the year');
    await page.getByRole('button', { name: 'Grant free order' }).click();
    await page.getByText('Free order granted: Fellow for Emmy Noether').waitFor({ timeout: 15_000 });
    // The member is cleared once granted: a second click cannot grant the order twice.
    expect(await page.getByRole('button', { name: 'Grant free order' }).isDisabled()).toBe(true);
    const access = await app.server.core.access.of(member.userID);
    expect(access.membershipTier).toBe('fellow');
    const res = await fetch(`${app.url}/rest/admin/users/${member.userID}/payments`, {
      headers: { cookie: (await browser.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    const { payments } = (await res.json()) as {
      payments: { status: string; reason: string; tier: string }[];
    };
    expect(payments[0]).toMatchObject({ status: 'free', reason: 'Prize of the year', tier: 'fellow' });
  }, 120_000);
});
