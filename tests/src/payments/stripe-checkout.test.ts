import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultTierCatalogue, DomainError, type Tier, type TierCatalogue } from '@academy/domain';
import { createStripePaymentProvider, statusOf, type PaymentProvider } from '@academy/platform';
import { startStripeServer, type StripeServer } from '../support/stripe-server.js';

const orderID = '33333333-3333-4333-8333-333333333333';
const userID = '11111111-1111-4111-8111-111111111111';
const [, member, fellow] = defaultTierCatalogue.tiers as [Tier, Tier, Tier];
const lifetime: Tier = {
  ...fellow,
  id: 'lifetime',
  name: 'Lifetime',
  price: { amount: 90000, currency: 'EUR' },
  interval: 'none',
};
const catalogue: TierCatalogue = { tiers: [...defaultTierCatalogue.tiers, lifetime] };

let server: StripeServer;
let provider: PaymentProvider;

const providerFor = (tiers: TierCatalogue, webhookSecret = server.webhookSecret): PaymentProvider =>
  createStripePaymentProvider({
    secretKey: server.secretKey,
    webhookSecret,
    siteBase: () => 'https://academy.example/',
    catalogue: tiers,
    now: () => new Date(),
    api: server.api,
  });

const lastSessionRequest = () =>
  server.world.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;

beforeAll(async () => {
  server = await startStripeServer();
  provider = providerFor(catalogue);
});
afterAll(() => server.close());

describe('Stripe adapter: checkout sessions (real stripe client, Stripe-shaped server)', () => {
  it('when a member checks out a yearly tier, then a subscription-mode session carries the order, user and tier', async () => {
    const started = await provider.startCheckout({
      orderID,
      userID,
      tier: member,
      returnTo: 'sign-up',
      customerId: 'cus_ada',
    });
    expect(started.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${started.sessionId}`);
    const metadata = { orderID, userID, tier: 'member' };
    expect(lastSessionRequest().params).toEqual({
      mode: 'subscription',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '6000',
            product_data: { name: 'Member' },
            recurring: { interval: 'year' },
          },
        },
      ],
      client_reference_id: orderID,
      metadata,
      subscription_data: { metadata },
      success_url: 'https://academy.example/sign-up/success',
      cancel_url: 'https://academy.example/sign-up/payment-failure?message=Payment%20cancelled',
      customer: 'cus_ada',
    });
  });

  it('when a one-off tier is checked out by a signed-in member, then it is a payment-mode session returning to settings', async () => {
    await provider.startCheckout({
      orderID,
      userID,
      tier: lifetime,
      returnTo: 'manage-membership',
      customerId: 'cus_ada',
    });
    const { params } = lastSessionRequest();
    expect(params).toMatchObject({
      mode: 'payment',
      payment_intent_data: { metadata: { orderID, userID, tier: 'lifetime' } },
      success_url: 'https://academy.example/settings/manage-membership',
      cancel_url: 'https://academy.example/settings/manage-membership',
    });
    expect(params).not.toHaveProperty('subscription_data');
    expect(JSON.stringify(params.line_items)).not.toContain('recurring');
  });

  it('when the tier names a Stripe price, then the session uses that price', async () => {
    const priced = providerFor({ tiers: [{ ...member, stripePriceId: 'price_member1' }] });
    await priced.startCheckout({
      orderID,
      userID,
      tier: { ...member, stripePriceId: 'price_member1' },
      returnTo: 'sign-up',
      customerId: 'cus_ada',
    });
    expect(lastSessionRequest().params.line_items).toEqual([{ price: 'price_member1', quantity: '1' }]);
  });
});

describe('Stripe adapter: webhook signatures', () => {
  it('when Stripe signs a completed checkout, then it is verified and read as a completion with its subscription', async () => {
    const { sessionId } = await provider.startCheckout({
      orderID,
      userID,
      tier: member,
      returnTo: 'sign-up',
      customerId: 'cus_ada',
    });
    const { completed, subscription } = server.completeCheckout(sessionId);
    const { payload, signature } = server.world.sign(completed);
    const event = provider.verifyWebhook(Buffer.from(payload), signature);
    expect(provider.noticeOf(event)).toMatchObject({
      kind: 'checkout-completed',
      provider: 'stripe',
      providerEventId: completed.id,
      orderID,
      userID,
      tier: 'member',
      subscriptionId: subscription!.id,
      amount: 6000,
      currency: 'EUR',
    });
  });

  it('when the signature is forged or missing, then it is refused as invalid-signature (400) before the body is read', () => {
    const event = server.world.emit('invoice.paid', { id: 'in_forged' });
    const forged = server.world.sign(event, 'whsec_notTheEndpointSecret');
    const refusal = (signature: string | undefined) => {
      try {
        provider.verifyWebhook(forged.payload, signature);
      } catch (error) {
        return error instanceof DomainError ? [error.code, statusOf(error)] : error;
      }
      return 'accepted';
    };
    expect(refusal(forged.signature)).toEqual(['invalid-signature', 400]);
    expect(refusal(undefined)).toEqual(['invalid-signature', 400]);
    expect(refusal('t=1,v1=00')).toEqual(['invalid-signature', 400]);
  });

  it('when the adapter was given another endpoint secret, then even Stripe-signed events are refused', () => {
    const other = providerFor(catalogue, 'whsec_anotherEndpoint01');
    const { payload, signature } = server.world.sign(server.world.emit('invoice.paid', { id: 'in_2' }));
    expect(() => other.verifyWebhook(payload, signature)).toThrow(DomainError);
  });
});

describe('Stripe adapter: what billing at Stripe reports', () => {
  const delivered = (event: Parameters<StripeServer['world']['sign']>[0]) => {
    const { payload, signature } = server.world.sign(event);
    return provider.noticeOf(provider.verifyWebhook(payload, signature));
  };

  it('when a renewal fails and is then paid, then both invoices are read with the subscription and the new period end', async () => {
    const { sessionId } = await provider.startCheckout({
      orderID,
      userID,
      tier: member,
      returnTo: 'sign-up',
      customerId: 'cus_ada',
    });
    const { subscription } = server.completeCheckout(sessionId);
    const nextEnd = server.world.now() + 2 * 365 * 24 * 60 * 60;
    const expected = {
      subscriptionId: subscription!.id,
      userID,
      tier: 'member',
      orderID: null,
      periodEnd: new Date(nextEnd * 1000).toISOString(),
    };
    expect(delivered(server.invoice(subscription!.id, { paid: false, periodEnd: nextEnd }))).toMatchObject({
      kind: 'invoice-payment-failed',
      ...expected,
    });
    expect(delivered(server.invoice(subscription!.id, { paid: true, periodEnd: nextEnd }))).toMatchObject({
      kind: 'invoice-paid',
      firstInvoice: false,
      amount: 6000,
      ...expected,
    });
  });

  it('when a charge is refunded and a subscription deleted, then each is read as its notice', async () => {
    expect(
      delivered(server.refund({ amount: 6000, amountRefunded: 6000, paymentIntent: 'pi_1', orderID })),
    ).toMatchObject({
      kind: 'charge-refunded',
      orderID,
      paymentIntentId: 'pi_1',
      amountRefunded: 6000,
    });
    const { sessionId } = await provider.startCheckout({
      orderID,
      userID,
      tier: member,
      returnTo: 'sign-up',
      customerId: 'cus_ada',
    });
    const { subscription } = server.completeCheckout(sessionId);
    const deleted = server.world.updateSubscription(subscription!.id, (s) => {
      s.status = 'canceled';
    });
    expect(deleted.type).toBe('customer.subscription.deleted');
    expect(delivered(deleted)).toMatchObject({
      kind: 'subscription-deleted',
      subscription: { id: subscription!.id, status: 'canceled', userID, tier: 'member' },
    });
  });
});
