import { type Tier, type TierCatalogue } from '@academy/domain';
import type Stripe from 'stripe';
import { noticeOfEvent } from './notice-of-event.js';
import {
  type CheckoutInput,
  type CustomerInput,
  type PaymentProvider,
  type StartedCheckout,
} from './port.js';
import { callStripe, createStripeClient, type StripeApiAddress } from './stripe-client.js';
import {
  listStripeEventsSince,
  listStripeSubscriptions,
  retrieveStripeSubscription,
} from './stripe-listing.js';
import { verifyStripeSignature } from './webhook-signature.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /**
   * The site's address, read at each checkout (where Stripe sends the browser back): PUBLIC_URL,
   * else HOST and the port the server bound (`config.site.base`).
   */
  siteBase: () => string;
  catalogue: TierCatalogue;
  now: () => Date;
  /** Tests point the client at a Stripe-shaped server on 127.0.0.1. */
  api?: StripeApiAddress;
}

const returnUrls = (base: string, returnTo: CheckoutInput['returnTo']) =>
  returnTo === 'sign-up'
    ? {
        success_url: `${base}/sign-up/success`,
        cancel_url: `${base}/sign-up/payment-failure?message=${encodeURIComponent('Payment cancelled')}`,
      }
    : { success_url: `${base}/settings/manage-membership`, cancel_url: `${base}/settings/manage-membership` };

type SessionLineItem = Stripe.Checkout.SessionCreateParams.LineItem;

const lineItemOf = (tier: Tier & { price: NonNullable<Tier['price']> }): SessionLineItem => {
  if (tier.stripePriceId) return { price: tier.stripePriceId, quantity: 1 };
  const recurring = tier.interval === 'none' ? {} : { recurring: { interval: tier.interval } };
  return {
    quantity: 1,
    price_data: {
      currency: tier.price.currency.toLowerCase(),
      unit_amount: tier.price.amount,
      product_data: { name: tier.name },
      ...recurring,
    },
  };
};

/**
 * Stripe Checkout and signed webhooks. Recurring tiers check out in `subscription` mode, one-off
 * tiers in `payment` mode; the order id is the `client_reference_id`, and the order, user and
 * tier ride in the metadata of the session and of what it creates.
 */
export const createStripePaymentProvider = (options: StripeProviderOptions): PaymentProvider => {
  const stripe = createStripeClient(options.secretKey, options.api);
  const tierForPrice = (priceId: string): string | undefined =>
    options.catalogue.tiers.find((tier) => tier.stripePriceId === priceId)?.id;

  const startCheckout = async (input: CheckoutInput): Promise<StartedCheckout> => {
    const { tier, orderID, userID } = input;
    const price = tier.price;
    if (!price) throw new Error(`The tier ${tier.id} is free: it needs no checkout`);
    const metadata = { orderID, userID, tier: tier.id };
    const recurring = tier.interval !== 'none';
    const session = await callStripe(() =>
      stripe.checkout.sessions.create(
        {
          mode: recurring ? 'subscription' : 'payment',
          line_items: [lineItemOf({ ...tier, price })],
          client_reference_id: orderID,
          metadata,
          ...returnUrls(options.siteBase().replace(/\/+$/, ''), input.returnTo),
          ...(recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          customer: input.customerId,
        },
        { idempotencyKey: `checkout-${orderID}` },
      ),
    );
    if (!session.url) throw new Error(`Stripe answered the session ${session.id} without a url`);
    return { sessionId: session.id, checkoutUrl: session.url };
  };

  const changePrice = async (
    subscriptionId: string,
    tier: Tier,
    when: 'now' | 'period-end',
  ): Promise<void> => {
    const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
    const item = subscription.items.data[0];
    if (!item) throw new Error(`The subscription ${subscriptionId} has no item to change`);
    if (!tier.price || tier.interval === 'none')
      throw new Error(`The tier ${tier.id} cannot be subscribed to`);
    const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
    const price = tier.stripePriceId
      ? { price: tier.stripePriceId }
      : {
          price_data: {
            currency: tier.price.currency.toLowerCase(),
            unit_amount: tier.price.amount,
            product,
            recurring: { interval: tier.interval },
          },
        };
    await callStripe(() =>
      stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, ...price }],
        proration_behavior: when === 'now' ? 'always_invoice' : 'none',
        metadata: { tier: tier.id },
      }),
    );
  };

  const ensureCustomer = async ({ userID, email }: CustomerInput): Promise<string> => {
    const customer = await callStripe(() =>
      stripe.customers.create(
        { metadata: { userID }, ...(email ? { email } : {}) },
        { idempotencyKey: `customer-${userID}` },
      ),
    );
    return customer.id;
  };

  const cancelNow = async (subscriptionId: string): Promise<void> => {
    const known = await retrieveStripeSubscription(stripe, subscriptionId, tierForPrice);
    if (!known || known.status === 'canceled') return;
    await callStripe(() =>
      stripe.subscriptions.cancel(subscriptionId, { prorate: false, invoice_now: false }),
    );
  };

  const openBillingPortal = async (customerId: string, returnUrl: string): Promise<string> => {
    const session = await callStripe(() =>
      stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  };

  const setCancelAtPeriodEnd = async (subscriptionId: string, cancel: boolean): Promise<void> => {
    await callStripe(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
  };

  return {
    name: 'stripe',
    startCheckout,
    verifyWebhook: (rawBody, signature) =>
      verifyStripeSignature(rawBody, signature, options.webhookSecret, options.now()),
    noticeOf: (event) => noticeOfEvent(event, { provider: 'stripe', tierForPrice }),
    listEventsSince: (cursor, { limit = 100 } = {}) => listStripeEventsSince(stripe, cursor, limit),
    listSubscriptions: () => listStripeSubscriptions(stripe, tierForPrice),
    retrieveSubscription: (id) => retrieveStripeSubscription(stripe, id, tierForPrice),
    cancelAtPeriodEnd: (id) => setCancelAtPeriodEnd(id, true),
    resume: (id) => setCancelAtPeriodEnd(id, false),
    changePrice,
    ensureCustomer,
    cancelNow,
    openBillingPortal,
  };
};
