import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { grantAdmin } from '../support/e2e-helpers.js';
import { startStripeServer, type StripeEvent, type StripeServer } from '../support/stripe-server.js';
import { StripeWorld, type StripeObject } from '../support/stripe/stripe-world.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A machine shared with other work can be slow.
jest.setTimeout(60_000);

let stripe: StripeServer;
let app: TestApp;
const DAY = 24 * 60 * 60;

beforeAll(async () => {
  stripe = await startStripeServer();
  app = await startTestApp({
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret },
    stripeApi: stripe.api,
  });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const deliver = async (event: StripeEvent) => {
  const { payload, signature } = stripe.world.sign(event);
  const res = await fetch(`${app.url}/rest/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const sessionIdOf = (checkoutUrl: string) => /\/c\/pay\/(cs_test_\w+)$/.exec(checkoutUrl)![1]!;
const sessionParams = (sessionId: string) => stripe.world.sessionParams.get(sessionId)!;

/** A member paid for `member` through Stripe (checkout completed and its first invoice delivered). */
const paidMember = async () => {
  const browser = app.browser();
  const email = `one.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;
  const res = await browser.post('/rest/signup', {
    email,
    password: 'correct horse battery staple',
    firstName: 'Ada',
    lastName: 'Lovelace',
    membershipTier: 'member',
  });
  expect(res.status).toBe(201);
  const { userID, checkoutUrl } = (await res.json()) as { userID: string; checkoutUrl: string };
  const sessionId = sessionIdOf(checkoutUrl);
  // No PUBLIC_URL: Stripe sends the browser back to the address the app serves on (the port it bound).
  expect(sessionParams(sessionId).success_url).toBe(`${app.url}/sign-up/success`);
  const { completed, subscription, invoicePaid } = stripe.completeCheckout(sessionId);
  expect((await deliver(completed)).status).toBe(200);
  expect((await deliver(invoicePaid!)).status).toBe(200);
  const membership = async () => (await app.server.core.access.membership(userID)).state;
  return { browser, email, userID, sessionId, subscription: subscription!, membership };
};

const types = async (userID: string) =>
  (await app.server.core.store.readStream(userStreamId(userID), 1)).map((e) => e.type);

describe('Stripe: one customer and one subscription per member (signed events, a Stripe-shaped server)', () => {
  it('when a member upgrades, then the checkout reuses their customer, the new subscription replaces the old one (cancelled at Stripe), and the old one’s renewal never downgrades them', async () => {
    const { browser, userID, sessionId, subscription, membership } = await paidMember();
    const customer = sessionParams(sessionId).customer as string;
    expect(customer).toMatch(/^cus_/);
    expect(sessionParams(sessionId)).not.toHaveProperty('customer_email');
    expect((await membership()).customer).toEqual({ provider: 'stripe', id: customer });
    const customersBefore = stripe.world.customers.length;

    const upgrade = await browser.post('/rest/membership/change-tier', { membershipTier: 'fellow' });
    expect(upgrade.status).toBe(201);
    const upgradeSession = sessionIdOf(((await upgrade.json()) as { checkoutUrl: string }).checkoutUrl);
    expect(sessionParams(upgradeSession).customer).toBe(customer);
    expect(stripe.world.customers).toHaveLength(customersBefore);

    const paid = stripe.completeCheckout(upgradeSession);
    expect(paid.subscription!.customer).toBe(customer);
    expect((await deliver(paid.completed)).body).toMatchObject({ outcome: 'applied' });
    expect(await membership()).toMatchObject({
      status: 'active',
      tier: 'fellow',
      subscriptionId: paid.subscription!.id,
    });
    expect(stripe.world.subscriptionOf(subscription.id)!.status).toBe('canceled');
    expect(await types(userID)).toContain('MembershipSubscriptionReplaced');

    // The old subscription's renewal (had it not been cancelled in time) is its order's, never the membership's.
    const nextEnd = stripe.world.now() + 2 * 365 * DAY;
    const oldRenewal = stripe.invoice(subscription.id, { paid: true, periodEnd: nextEnd });
    expect(await deliver(oldRenewal)).toEqual({
      status: 200,
      body: { received: true, outcome: 'replaced-subscription' },
    });
    expect(await membership()).toMatchObject({ tier: 'fellow', subscriptionId: paid.subscription!.id });
    expect(app.logs.join('\n')).toContain(
      `from the subscription ${subscription.id}, which ${paid.subscription!.id} replaced`,
    );
  });

  it('when a member opens the billing portal, then a Stripe portal session for their customer returns to Account Settings at the site address', async () => {
    const { browser, sessionId } = await paidMember();
    const res = await browser.post('/rest/membership/billing-portal', {});
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const session = stripe.world.portalSessions.at(-1)!;
    expect(url).toBe(session.url);
    expect(session.customer).toBe(sessionParams(sessionId).customer);
    expect(session.return_url).toBe(`${app.server.core.config.site.base()}/settings/manage-membership`);
    const membership = (await (await browser.get('/rest/membership')).json()) as { billingPortal: boolean };
    expect(membership.billingPortal).toBe(true);
  });

  it('when an invoice.paid comes in the shape before API 2025-03-31, then it is read and renews the membership', async () => {
    const { userID, subscription, membership } = await paidMember();
    const nextEnd = stripe.world.now() + 2 * 365 * DAY;
    StripeWorld.setPeriodEnd(subscription, nextEnd);
    const modern = stripe.invoice(subscription.id, { paid: true, periodEnd: nextEnd });
    const { parent, lines, ...rest } = modern.data.object as StripeObject & {
      parent: { subscription_details: { metadata: unknown } };
      lines: { data: { period: unknown; pricing: { price_details: { price: string } } }[] };
    };
    const line = lines.data[0]!;
    const old = stripe.world.emit('invoice.paid', {
      ...rest,
      subscription: subscription.id,
      subscription_details: { metadata: parent.subscription_details.metadata },
      lines: {
        object: 'list',
        data: [{ period: line.period, price: { id: line.pricing.price_details.price } }],
      },
    });
    expect((await deliver(old)).body).toMatchObject({ outcome: 'applied' });
    expect((await membership()).periodEnd).toBe(new Date(nextEnd * 1000).toISOString());
    expect(await types(userID)).toContain('MembershipRenewed');
  });

  it('when an event names a customer or member unknown here, then 200 unknown-customer, logged, and nothing is appended', async () => {
    const { userID, subscription } = await paidMember();
    const stranger = stripe.world.createSubscription({
      userID: '99999999-9999-4999-8999-999999999999',
      tier: 'member',
      periodEnd: stripe.world.now() + 365 * DAY,
    });
    const before = await types(userID);
    expect(await deliver(stripe.invoice(stranger.id, { paid: true }))).toEqual({
      status: 200,
      body: { received: true, outcome: 'unknown-customer' },
    });
    const foreign = stripe.invoice(subscription.id, { paid: true });
    (foreign.data.object as StripeObject).customer = 'cus_someoneElse';
    expect((await deliver(foreign)).body).toEqual({ received: true, outcome: 'unknown-customer' });
    expect(await types(userID)).toEqual(before);
    expect(app.logs.join('\n')).toMatch(/unknown customer, nothing applied: no member 99999999/);
    expect(app.logs.join('\n')).toMatch(/unknown customer, nothing applied: customer cus_someoneElse/);
  });

  it('when an event of a handled type cannot be read, then 422, an error is logged, nothing is applied, and the admin dashboard lists it once however often it comes', async () => {
    const { browser, email, subscription } = await paidMember();
    const broken = stripe.world.emit('invoice.paid', { id: 'in_broken', object: 'invoice', currency: 'eur' });
    for (let i = 0; i < 2; i++) {
      const answer = await deliver(broken);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error: 'unreadable-event' });
    }
    expect(app.logs.find((l) => l.includes(broken.id) && l.includes('unreadable'))).toContain(
      '"level":"error"',
    );
    expect(await app.server.core.store.streamVersion(`payment-event-stripe-${broken.id}`)).toBe(0);
    expect(subscription.status).toBe('active');
    await grantAdmin(app, email);
    const dashboard = (await (await browser.get('/rest/admin/dashboard')).json()) as {
      unreadablePaymentEvents: { count: number; latest: Record<string, unknown>[] };
    };
    const listed = dashboard.unreadablePaymentEvents.latest.filter((e) => e.providerEventId === broken.id);
    expect(listed).toEqual([
      expect.objectContaining({
        type: 'invoice.paid',
        appliedSince: false,
        problem: expect.stringContaining('lines'),
      }),
    ]);
  });
});
