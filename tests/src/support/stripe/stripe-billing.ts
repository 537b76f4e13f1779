import { type StripeEvent, type StripeObject, type StripeWorld } from './stripe-world.js';

/* Billing at "Stripe": a subscription's invoices, and refunds of charges. */

const DAY = 24 * 60 * 60;

/** An invoice of a subscription, paid or failed: records `invoice.paid` or `invoice.payment_failed`. */
export const invoice = (
  world: StripeWorld,
  subscriptionId: string,
  options: { paid: boolean; billingReason?: string; periodEnd?: number; amount?: number },
): StripeEvent => {
  const subscription = world.subscriptionOf(subscriptionId)!;
  const item = (
    subscription.items as { data: { current_period_end: number; price: { id: string; product: string } }[] }
  ).data[0]!;
  const amount = options.amount ?? 6000;
  const periodEnd = options.periodEnd ?? item.current_period_end;
  const object: StripeObject = {
    id: world.id('in'),
    object: 'invoice',
    billing_reason: options.billingReason ?? 'subscription_cycle',
    status: options.paid ? 'paid' : 'open',
    amount_due: amount,
    amount_paid: options.paid ? amount : 0,
    currency: 'eur',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: world.id('il'),
          object: 'line_item',
          period: { start: periodEnd - 365 * DAY, end: periodEnd },
          pricing: {
            type: 'price_details',
            price_details: { price: item.price.id, product: item.price.product },
          },
        },
      ],
    },
  };
  return world.emit(options.paid ? 'invoice.paid' : 'invoice.payment_failed', object);
};

/** A (partial) refund of a charge: records `charge.refunded` with the running total. */
export const refund = (
  world: StripeWorld,
  options: { amount: number; amountRefunded: number; paymentIntent: string; orderID?: string },
): StripeEvent => {
  const charge: StripeObject = {
    id: world.id('ch'),
    object: 'charge',
    amount: options.amount,
    amount_refunded: options.amountRefunded,
    refunded: options.amountRefunded >= options.amount,
    currency: 'eur',
    payment_intent: options.paymentIntent,
    metadata: options.orderID ? { orderID: options.orderID } : {},
  };
  return world.emit('charge.refunded', charge);
};
