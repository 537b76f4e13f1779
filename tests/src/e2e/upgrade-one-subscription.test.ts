import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { callAs, expectHeading, grantAdmin, signUpMember } from '../support/e2e-helpers.js';
import {
  ACADEMY,
  lineOf,
  mailTo,
  openSettings,
  shownMembership,
  signUpThroughPage,
  startMailWalk,
  type MailWalk,
} from '../support/mail-walks.js';
import { serveStripeCheckout } from '../support/stripe/stripe-checkout-page.js';
import { startStripeServer, type StripeEvent, type StripeServer } from '../support/stripe-server.js';

jest.setTimeout(150_000);

const YEAR = 365 * 24 * 60 * 60;

// An upgrade in Stripe mode (the stand-in Stripe API, signed events built by the `stripe`
// library), walked in Chromium: one subscription after it, and the old one's renewal never
// downgrades the member.
describe('an upgrade in the browser, Stripe mode (a Stripe-shaped server, a real SMTP server)', () => {
  let stripe: StripeServer;
  let walk: MailWalk;

  beforeAll(async () => {
    stripe = await startStripeServer();
    walk = await startMailWalk({
      env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret },
      stripeApi: stripe.api,
    });
    await serveStripeCheckout(walk.browser.context, stripe, deliver);
  }, 180_000);

  afterAll(async () => {
    await walk?.close();
    await stripe?.close();
  }, 30_000);

  /** Posts a signed event to the webhook as Stripe would; answers the handler's body. */
  const deliver = async (event: StripeEvent) => {
    const { payload, signature } = stripe.world.sign(event);
    const res = await fetch(`${walk.app.url}/rest/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`webhook ${event.type}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  it('when a Member upgrades to Fellow in Settings and pays, then they hold one subscription (the old one ended), a receipt for Fellow arrives, and the old subscription’s renewal leaves them Fellow', async () => {
    const { app, page, sink } = walk;
    const ada = await signUpThroughPage(page, app, 'member', 'Ada', 'Lovelace');
    await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\w+$/, { timeout: 15_000 });
    expect(await page.getByTestId('stripe-amount').textContent()).toBe('60.00 EUR');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${app.url}/sign-up/success`, { timeout: 15_000 });
    await sink.waitFor(mailTo(ada.email, /receipt/));
    const [first] = stripe.world.subscriptions;
    expect(first).toMatchObject({ status: 'active' });

    await openSettings(page, app, 'Active');
    expect((await shownMembership(page)).tier).toBe('Member');
    await page.getByLabel('New tier').selectOption('fellow');
    await page.getByTestId('upgrade-terms').waitFor();
    await page.getByRole('button', { name: 'Upgrade and pay' }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\w+$/, { timeout: 15_000 });
    expect(await page.getByTestId('stripe-amount').textContent()).toBe('150.00 EUR');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${app.url}/settings/manage-membership`, { timeout: 15_000 });
    await page.getByTestId('membership-tier').filter({ hasText: 'Fellow' }).waitFor({ timeout: 30_000 });
    expect(await shownMembership(page)).toMatchObject({
      tier: 'Fellow',
      status: expect.stringMatching(/^Active, renews \d{1,2} [A-Z][a-z]{2,3} \d{4}$/),
    });

    // A receipt for what was paid: Fellow, the Fellow price.
    const receipts = await sink.waitFor(mailTo(ada.email, new RegExp(`^Your ${ACADEMY} receipt`)), 2);
    expect(receipts.map((r) => [lineOf(r, 'Membership:'), lineOf(r, 'Amount:')])).toEqual([
      ['Member', '€60.00'],
      ['Fellow', '€150.00'],
    ]);

    // One subscription: the old one is cancelled at Stripe, and the payment history lists the two checkouts.
    const [, second] = stripe.world.subscriptions;
    expect(stripe.world.subscriptions.map((s) => s.status)).toEqual(['canceled', 'active']);
    const history = page.getByRole('table', { name: 'Payment history' });
    await history.getByRole('cell', { name: '150.00 EUR' }).waitFor();
    expect(await history.getByRole('row').count()).toBe(3);
    const userID = await userIDOf();
    const operator = await signUpMember(app, { firstName: 'Grace', lastName: 'Hopper' });
    await grantAdmin(app, operator.email);
    const audit = (await callAs(
      app,
      operator,
      'GET',
      `/rest/admin/audit/users/${userID}?type=MembershipSubscriptionReplaced`,
    )) as { entries: { changes?: unknown }[]; total: number };
    expect(audit.total).toBe(1);
    expect(JSON.stringify(audit.entries[0])).toContain(second!.id);

    // The old subscription renews at Stripe (had its cancellation come too late): a signed invoice.paid.
    const shown = await shownMembership(page);
    const renewal = stripe.invoice(first!.id, { paid: true, periodEnd: stripe.world.now() + 2 * YEAR });
    expect(await deliver(renewal)).toEqual({ received: true, outcome: 'replaced-subscription' });
    await page.reload();
    await expectHeading(page, 'Manage membership');
    await page.getByTestId('membership-tier').waitFor();
    expect(await shownMembership(page)).toEqual(shown);
    // The money it took is listed (an admin can refund it), under the tier it was for.
    await history.getByRole('row').nth(3).waitFor();
    const newest = await history.getByRole('row').nth(1).innerText();
    expect(newest).toMatch(/Member\s+Automatic renewal\s+60\.00 EUR\s+Paid/);
    // And the member is told of it: a receipt that covers no period and offers the refund.
    const [, , charge] = await sink.waitFor(mailTo(ada.email, new RegExp(`^Your ${ACADEMY} receipt`)), 3);
    expect([lineOf(charge!, 'Membership:'), lineOf(charge!, 'Amount:')]).toEqual(['Member', '€60.00']);
    expect(charge!.text).not.toContain('Period:');
    expect(charge!.text).toContain('This payment came from the subscription your upgrade replaced');
    expect(walk.browser.errorsOf(page)).toEqual([]);
  });

  /** The signed-in member's id, as the page's session knows it. */
  const userIDOf = () =>
    walk.page.evaluate(
      async () => ((await (await fetch('/rest/user/status')).json()) as { userID: string }).userID,
    );
});
