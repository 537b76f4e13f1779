import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { reconcilePayments } from '@academy/command-service';
import { orderStreamId, userStreamId } from '@academy/domain';
import { startStripeServer, type StripeEvent, type StripeServer } from '../support/stripe-server.js';
import { StripeWorld } from '../support/stripe/stripe-world.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A machine shared with other work can be slow.
jest.setTimeout(30_000);

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

const deliver = async (event: StripeEvent, secret?: string) => {
  const { payload, signature } = stripe.world.sign(event, secret);
  return fetch(`${app.url}/rest/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
};

const eventCount = async (): Promise<number> => {
  const { rows } = await app.db.query<{ n: number | string }>('select count(*) as n from events');
  return Number(rows[0]!.n);
};

const typesOn = async (streamId: string): Promise<string[]> =>
  (await app.server.core.store.readStream(streamId, 1)).map((e) => e.type);

/** Signs up for `member` (Stripe mode: the answer's checkoutUrl is Stripe's page) and answers the session id. */
const signUpForMember = async () => {
  const browser = app.browser();
  const res = await browser.post('/rest/signup', {
    email: `stripe.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`,
    password: 'correct horse battery staple',
    firstName: 'Ada',
    lastName: 'Lovelace',
    membershipTier: 'member',
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { userID: string; checkoutUrl: string };
  const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(body.checkoutUrl)?.[1];
  expect(sessionId).toBeDefined();
  const orderID = stripe.world.sessions.get(sessionId!)!.client_reference_id as string;
  const tier = async () =>
    ((await (await browser.get('/rest/user/session')).json()) as { membershipTier: string | null })
      .membershipTier;
  return { browser, userID: body.userID, sessionId: sessionId!, orderID, tier };
};

describe('Stripe webhooks (the real stripe client against a Stripe-shaped server)', () => {
  it('when the signature is forged or missing, then 400 invalid-signature and nothing is appended', async () => {
    const { sessionId } = await signUpForMember();
    const { completed } = stripe.completeCheckout(sessionId);
    const before = await eventCount();
    const forged = await deliver(completed, 'whsec_notTheEndpointSecret01');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      error: 'invalid-signature',
      error_msg: 'The webhook signature is missing or does not match',
    });
    const missing = await fetch(`${app.url}/rest/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed),
    });
    expect(missing.status).toBe(400);
    const garbage = await fetch(`${app.url}/rest/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: '{not json',
    });
    expect(garbage.status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('when the same completion is delivered three times, then it has one effect and the session says member', async () => {
    const { sessionId, orderID, userID, tier } = await signUpForMember();
    const { completed } = stripe.completeCheckout(sessionId);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await deliver(completed));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await typesOn(orderStreamId(orderID))).toEqual(['CheckoutStarted', 'PaymentSucceeded']);
    expect((await typesOn(userStreamId(userID))).filter((t) => t === 'MembershipActivated')).toHaveLength(1);
    expect(await tier()).toBe('member');
  });

  it('when subscription.updated arrives before the checkout.session.completed that created it, then the member holds the membership once', async () => {
    const { sessionId, userID, tier } = await signUpForMember();
    const { completed, subscription, invoicePaid } = stripe.completeCheckout(sessionId);
    const updated = stripe.world.updateSubscription(subscription!.id, (s) => {
      s.metadata = { ...(s.metadata as object), note: 'touched' };
    });
    for (const event of [updated, completed, invoicePaid!]) expect((await deliver(event)).status).toBe(200);
    expect(await tier()).toBe('member');
    const types = await typesOn(userStreamId(userID));
    expect(types.filter((t) => t === 'MembershipActivated')).toHaveLength(1);
    expect(types).not.toContain('MembershipExpired');
  });

  it('when a renewal payment fails, then the member is past due and keeps the tier; when it is then paid, then the membership is renewed', async () => {
    const { sessionId, userID, tier } = await signUpForMember();
    const { completed, subscription } = stripe.completeCheckout(sessionId);
    await deliver(completed);
    // The renewal's invoice is for the next period.
    const nextEnd = stripe.world.now() + 2 * 365 * DAY;
    const failed = stripe.invoice(subscription!.id, { paid: false, periodEnd: nextEnd });
    expect((await deliver(failed)).status).toBe(200);
    const { state } = await app.server.core.access.membership(userID);
    expect(state.status).toBe('past-due');
    expect(await tier()).toBe('member');
    StripeWorld.setPeriodEnd(subscription!, nextEnd);
    const paid = stripe.invoice(subscription!.id, { paid: true, periodEnd: nextEnd });
    expect((await deliver(paid)).status).toBe(200);
    const after = (await app.server.core.access.membership(userID)).state;
    expect(after).toMatchObject({ status: 'active', periodEnd: new Date(nextEnd * 1000).toISOString() });
    expect(await typesOn(userStreamId(userID))).toEqual(
      expect.arrayContaining(['MembershipPastDue', 'MembershipRenewed']),
    );
  });

  it('when a charge is refunded, then the order records the refund once per part', async () => {
    const { sessionId, orderID } = await signUpForMember();
    const { completed } = stripe.completeCheckout(sessionId);
    await deliver(completed);
    const partial = stripe.refund({ amount: 6000, amountRefunded: 1000, paymentIntent: 'pi_1', orderID });
    const full = stripe.refund({ amount: 6000, amountRefunded: 6000, paymentIntent: 'pi_1', orderID });
    for (const event of [partial, partial, full]) expect((await deliver(event)).status).toBe(200);
    const refunds = (await app.server.core.store.readStream(orderStreamId(orderID), 1)).filter(
      (e) => e.type === 'PaymentRefunded',
    );
    expect(refunds.map((e) => (e.data as { amount: number }).amount)).toEqual([1000, 5000]);
  });

  it('when the subscription is deleted, then the membership expires and the session holds no tier', async () => {
    const { sessionId, userID, tier } = await signUpForMember();
    const { completed, subscription } = stripe.completeCheckout(sessionId);
    await deliver(completed);
    const deleted = stripe.world.updateSubscription(subscription!.id, (s) => {
      s.status = 'canceled';
    });
    expect(deleted.type).toBe('customer.subscription.deleted');
    expect((await deliver(deleted)).status).toBe(200);
    expect((await app.server.core.access.membership(userID)).state.status).toBe('expired');
    expect(await tier()).toBeNull();
  });

  it('when an event of a type the product does not handle arrives, then 200 and nothing is appended', async () => {
    const before = await eventCount();
    const event = stripe.world.emit('customer.created', { id: 'cus_unknown', object: 'customer' });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventCount()).toBe(before);
  });

  it('when reconciliation runs, then a missed invoice.paid is applied once and drift is reported; with --fix it is corrected with the reason reconciliation', async () => {
    const { sessionId, userID } = await signUpForMember();
    const { completed, subscription } = stripe.completeCheckout(sessionId);
    await deliver(completed);
    const nextEnd = stripe.world.now() + 2 * 365 * DAY;
    StripeWorld.setPeriodEnd(subscription!, nextEnd);
    stripe.invoice(subscription!.id, { paid: true, periodEnd: nextEnd }); // never delivered
    // Stripe's state changes with no event about it reaching us.
    subscription!.cancel_at_period_end = true;
    const core = app.server.core;

    const first = await reconcilePayments(core);
    expect(first.events.applied).toBeGreaterThanOrEqual(1);
    expect((await core.access.membership(userID)).state.periodEnd).toBe(
      new Date(nextEnd * 1000).toISOString(),
    );
    const drift = first.drift.filter((r) => r.userID === userID);
    expect(drift).toEqual([
      {
        userID,
        member: expect.stringContaining('Ada Lovelace <stripe.'),
        stripeSays: expect.stringContaining('member active (cancels at period end)'),
        weSay: expect.stringContaining('member active until'),
        fixed: false,
      },
    ]);
    expect((await typesOn(userStreamId(userID))).at(-1)).toBe('MembershipRenewed');

    const fixed = await reconcilePayments(core, { fix: true });
    expect(fixed.events.applied).toBe(0);
    expect(fixed.drift.filter((r) => r.userID === userID).map((r) => r.fixed)).toEqual([true]);
    const last = (await core.store.readStream(userStreamId(userID), 1)).at(-1)!;
    expect(last).toMatchObject({
      type: 'MembershipCancellationScheduled',
      data: { reason: 'reconciliation' },
    });

    const after = await reconcilePayments(core);
    expect(after.drift.filter((r) => r.userID === userID)).toEqual([]);
  });
});
