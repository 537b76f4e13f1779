import { randomBytes } from 'node:crypto';
import { type PaymentNotice } from './notices.js';
import { noticeOfEvent } from './notice-of-event.js';
import { type EventPage, type PaymentProvider, type ProviderEvent, type StartedCheckout } from './port.js';
import { signStripePayload, verifyStripeSignature } from './webhook-signature.js';

/** What Pay and Decline need to know of the order (read from its stream). */
export interface TestCheckoutOrder {
  orderID: string;
  userID: string;
  tier: string;
  amount: number;
  currency: string;
  checkoutSessionId: string;
}

/** A Stripe-shaped event with the body and signature header to deliver to the webhook handler. */
export interface SignedEvent {
  event: ProviderEvent;
  payload: string;
  signature: string;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly webhookSecret: string;
  /** Pay: `checkout.session.completed`, paid. Pressed twice, the same event (one effect). */
  payment(order: TestCheckoutOrder): SignedEvent;
  /** Decline: `checkout.session.async_payment_failed`, the payment failed. */
  decline(order: TestCheckoutOrder): SignedEvent;
}

export interface TestProviderOptions {
  now: () => Date;
  /** Signs the events Pay and Decline build; a fresh random one per process by default. */
  webhookSecret?: string;
}

const compact = (orderID: string): string => orderID.replace(/-/g, '');

/**
 * The built-in checkout (the embedded default, no network): `/checkout/test/{orderID}` is a page of
 * the app whose Pay and Decline build Stripe-shaped events signed with this provider's secret, so
 * they go through the same webhook handler as Stripe's. Nothing renews by itself here: there are
 * no subscriptions, and the member actions have nothing to tell.
 */
export const createTestPaymentProvider = (options: TestProviderOptions): TestPaymentProvider => {
  const webhookSecret = options.webhookSecret ?? `whsec_test_${randomBytes(24).toString('hex')}`;
  const built: ProviderEvent[] = [];

  const sign = (type: string, suffix: string, order: TestCheckoutOrder, paid: boolean): SignedEvent => {
    const id = `evt_test_${compact(order.orderID)}_${suffix}`;
    const object = {
      id: order.checkoutSessionId,
      object: 'checkout.session',
      client_reference_id: order.orderID,
      metadata: { orderID: order.orderID, userID: order.userID, tier: order.tier },
      mode: 'payment',
      status: 'complete',
      payment_status: paid ? 'paid' : 'unpaid',
      subscription: null,
      payment_intent: `pi_test_${compact(order.orderID)}`,
      invoice: null,
      amount_total: order.amount,
      currency: order.currency.toLowerCase(),
    };
    const known = built.find((e) => e.id === id);
    const event = known ?? {
      id,
      object: 'event',
      type,
      created: Math.floor(options.now().getTime() / 1000),
      data: { object },
    };
    if (!known) built.push(event);
    const payload = JSON.stringify(event);
    return { event, payload, signature: signStripePayload(payload, webhookSecret, options.now()) };
  };

  return {
    name: 'test',
    webhookSecret,
    startCheckout: ({ orderID, tier }): Promise<StartedCheckout> => {
      if (!tier.price) return Promise.reject(new Error(`The tier ${tier.id} is free: it needs no checkout`));
      return Promise.resolve({
        sessionId: `cs_test_${compact(orderID)}`,
        checkoutUrl: `/checkout/test/${orderID}`,
      });
    },
    payment: (order) => sign('checkout.session.completed', 'paid', order, true),
    decline: (order) => sign('checkout.session.async_payment_failed', 'declined', order, false),
    verifyWebhook: (rawBody, signature) =>
      verifyStripeSignature(rawBody, signature, webhookSecret, options.now()),
    noticeOf: (event): PaymentNotice | null =>
      noticeOfEvent(event, { provider: 'test', tierForPrice: () => undefined }),
    listEventsSince: (cursor, { limit = 100 } = {}): Promise<EventPage> => {
      const from = cursor === null ? 0 : built.findIndex((e) => e.id === cursor) + 1;
      const events = built.slice(from, from + limit);
      const last = events.at(-1);
      return Promise.resolve({ events, cursor: last?.id ?? cursor, hasMore: from + limit < built.length });
    },
    listSubscriptions: async function* () {},
    retrieveSubscription: () => Promise.resolve(null),
    cancelAtPeriodEnd: () => Promise.resolve(),
    resume: () => Promise.resolve(),
    changePrice: () => Promise.resolve(),
    ensureCustomer: ({ userID }) => Promise.resolve(`cus_test_${compact(userID)}`),
    cancelNow: () => Promise.resolve(),
    // The built-in billing page: update card, invoices and cancel, on the app's own pages.
    openBillingPortal: () => Promise.resolve('/billing/test'),
  };
};
