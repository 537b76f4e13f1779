import { type PaymentProviderName } from '@academy/domain';
import { type PaymentNotice } from './notices.js';
import { type ProviderEvent } from './port.js';
import {
  chargeSchema,
  checkoutSessionSchema,
  idOf,
  invoiceSchema,
  isoOf,
  ourMetadata,
  subscriptionSchema,
  subscriptionSnapshotOf,
} from './stripe-objects.js';
import { readObject } from './unreadable-event.js';

export interface NoticeContext {
  provider: PaymentProviderName;
  /** The catalogue's tier for a Stripe price id. */
  tierForPrice: (priceId: string) => string | undefined;
}

const failureMessages: Record<string, string> = {
  'checkout.session.expired': 'The checkout expired before payment',
  'checkout.session.async_payment_failed': 'Payment failed',
};

const checkoutNotice = (event: ProviderEvent, base: NoticeBaseOf): PaymentNotice | null => {
  const session = readObject(checkoutSessionSchema, event.type, event.data.object);
  const ours = ourMetadata(session.metadata);
  const orderID = session.client_reference_id ?? ours.orderID;
  // Not a checkout of this product (another integration on the same Stripe account).
  if (!orderID || !ours.userID || !ours.tier) return null;
  const customer = idOf(session.customer);
  const order = {
    orderID,
    userID: ours.userID,
    tier: ours.tier,
    sessionId: session.id,
    ...(customer ? { customerId: customer } : {}),
  };
  const failure = failureMessages[event.type];
  if (failure !== undefined) return { ...base, kind: 'checkout-failed', ...order, message: failure };
  // A completed session whose payment is still on its way (a bank debit) is reported again when it lands.
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return null;
  const money =
    session.amount_total != null && session.currency
      ? { amount: session.amount_total, currency: session.currency.toUpperCase() }
      : {};
  return {
    ...base,
    kind: 'checkout-completed',
    ...order,
    ...money,
    subscriptionId: idOf(session.subscription),
    paymentReference: idOf(session.payment_intent) ?? idOf(session.invoice),
  };
};

const invoiceNotice = (
  event: ProviderEvent,
  base: NoticeBaseOf,
  ctx: NoticeContext,
): PaymentNotice | null => {
  const invoice = readObject(invoiceSchema, event.type, event.data.object);
  // API 2025-03-31 and later under `parent`; before it, on the invoice itself.
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription) ?? idOf(invoice.subscription);
  const ours = ourMetadata(details?.metadata ?? invoice.subscription_details?.metadata);
  const line = invoice.lines.data[0];
  const priceId = idOf(line?.pricing?.price_details?.price) ?? line?.price?.id ?? null;
  const customer = idOf(invoice.customer);
  const tier = (priceId && ctx.tierForPrice(priceId)) ?? ours.tier;
  if (!subscriptionId || !ours.userID || !tier) return null;
  const firstInvoice = invoice.billing_reason === 'subscription_create';
  const common = {
    ...base,
    invoiceId: invoice.id,
    subscriptionId,
    userID: ours.userID,
    tier,
    orderID: firstInvoice ? ours.orderID : null,
    periodEnd: line?.period?.end ? isoOf(line.period.end) : null,
    currency: invoice.currency.toUpperCase(),
    ...(customer ? { customerId: customer } : {}),
  };
  if (event.type === 'invoice.paid') {
    return { ...common, kind: 'invoice-paid', amount: invoice.amount_paid, firstInvoice };
  }
  return {
    ...common,
    kind: 'invoice-payment-failed',
    amount: invoice.amount_due,
    message: firstInvoice ? 'Payment failed' : 'The renewal payment failed',
  };
};

type NoticeBaseOf = { provider: PaymentProviderName; providerEventId: string; occurredAt: string };

/**
 * Turns a verified Stripe-shaped event into the notice the domain decides on; null for types the
 * product does not handle and for objects that are not this product's (no metadata of ours). A
 * handled type whose object cannot be read throws `unreadable-event` (422: delivered again).
 */
export const noticeOfEvent = (event: ProviderEvent, ctx: NoticeContext): PaymentNotice | null => {
  const base: NoticeBaseOf = {
    provider: ctx.provider,
    providerEventId: event.id,
    occurredAt: isoOf(event.created),
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return checkoutNotice(event, base);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceNotice(event, base, ctx);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      readObject(subscriptionSchema, event.type, event.data.object);
      const subscription = subscriptionSnapshotOf(event.data.object, ctx.tierForPrice);
      if (!subscription?.userID || !subscription.tier) return null;
      const kind =
        event.type === 'customer.subscription.updated' ? 'subscription-updated' : 'subscription-deleted';
      const customer = subscription.customerId ? { customerId: subscription.customerId } : {};
      return { ...base, ...customer, kind, subscription };
    }
    case 'charge.refunded': {
      const charge = readObject(chargeSchema, event.type, event.data.object);
      return {
        ...base,
        kind: 'charge-refunded',
        chargeId: charge.id,
        paymentIntentId: idOf(charge.payment_intent),
        orderID: ourMetadata(charge.metadata).orderID,
        amount: charge.amount,
        amountRefunded: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
      };
    }
    default:
      return null;
  }
};
