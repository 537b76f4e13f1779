import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@academy/domain';
import { noticeOfEvent } from './notice-of-event.js';
import { type ProviderEvent } from './port.js';

const userID = '11111111-1111-4111-8111-111111111111';
const orderID = '33333333-3333-4333-8333-333333333333';
const ours = { userID, tier: 'member', orderID };
const created = 1_800_000_000;
const at = new Date(created * 1000).toISOString();
const periodEnd = 1_831_536_000;
const ctx = {
  provider: 'stripe' as const,
  tierForPrice: (price: string) => (price === 'price_fellow' ? 'fellow' : undefined),
};
const eventOf = (type: string, object: Record<string, unknown>): ProviderEvent => ({
  id: 'evt_1',
  type,
  created,
  data: { object },
});
const base = { provider: 'stripe', providerEventId: 'evt_1', occurredAt: at };

const subscription = (over: Record<string, unknown> = {}, price = 'price_member') => ({
  id: 'sub_1',
  object: 'subscription',
  status: 'active',
  cancel_at_period_end: false,
  metadata: ours,
  items: { data: [{ id: 'si_1', current_period_end: periodEnd, price: { id: price } }] },
  ...over,
});

const invoice = (billingReason: string) => ({
  id: 'in_1',
  billing_reason: billingReason,
  amount_paid: 6000,
  amount_due: 6000,
  currency: 'eur',
  parent: { subscription_details: { subscription: 'sub_1', metadata: ours } },
  lines: { data: [{ period: { end: periodEnd }, pricing: { price_details: { price: 'price_member' } } }] },
});

describe('Stripe events as provider-neutral notices', () => {
  it('when a subscription checkout completes, then the notice names the order, the subscription and the invoice', () => {
    const session = {
      id: 'cs_1',
      client_reference_id: orderID,
      metadata: ours,
      mode: 'subscription',
      payment_status: 'paid',
      subscription: 'sub_1',
      payment_intent: null,
      invoice: { id: 'in_1' },
      amount_total: 6000,
      currency: 'eur',
    };
    expect(noticeOfEvent(eventOf('checkout.session.completed', session), ctx)).toEqual({
      ...base,
      kind: 'checkout-completed',
      orderID,
      userID,
      tier: 'member',
      sessionId: 'cs_1',
      subscriptionId: 'sub_1',
      paymentReference: 'in_1',
      amount: 6000,
      currency: 'EUR',
    });
    const pending = { ...session, payment_status: 'unpaid' };
    expect(noticeOfEvent(eventOf('checkout.session.completed', pending), ctx)).toBeNull();
    expect(noticeOfEvent(eventOf('checkout.session.expired', pending), ctx)).toMatchObject({
      kind: 'checkout-failed',
      message: 'The checkout expired before payment',
    });
  });

  it('when a checkout is not this product’s (no order, user or tier), then there is no notice', () => {
    const foreign = { id: 'cs_2', mode: 'payment', payment_status: 'paid', metadata: {} };
    expect(noticeOfEvent(eventOf('checkout.session.completed', foreign), ctx)).toBeNull();
  });

  it('when invoices are paid or fail, then the notice carries the subscription, the period end and whether it is the first', () => {
    expect(noticeOfEvent(eventOf('invoice.paid', invoice('subscription_create')), ctx)).toEqual({
      ...base,
      kind: 'invoice-paid',
      invoiceId: 'in_1',
      subscriptionId: 'sub_1',
      userID,
      tier: 'member',
      orderID,
      periodEnd: new Date(periodEnd * 1000).toISOString(),
      amount: 6000,
      currency: 'EUR',
      firstInvoice: true,
    });
    expect(noticeOfEvent(eventOf('invoice.paid', invoice('subscription_cycle')), ctx)).toMatchObject({
      firstInvoice: false,
      orderID: null,
    });
    expect(
      noticeOfEvent(eventOf('invoice.payment_failed', invoice('subscription_cycle')), ctx),
    ).toMatchObject({
      kind: 'invoice-payment-failed',
      message: 'The renewal payment failed',
    });
  });

  it('when a subscription changes, then its status, cancellation, period end and tier (from its price first) are read', () => {
    const updated = noticeOfEvent(
      eventOf('customer.subscription.updated', subscription({}, 'price_fellow')),
      ctx,
    );
    expect(updated).toEqual({
      ...base,
      kind: 'subscription-updated',
      subscription: {
        id: 'sub_1',
        status: 'active',
        cancelAtPeriodEnd: false,
        periodEnd: new Date(periodEnd * 1000).toISOString(),
        userID,
        tier: 'fellow',
        orderID,
        priceId: 'price_fellow',
      },
    });
    const unpaid = noticeOfEvent(
      eventOf('customer.subscription.updated', subscription({ status: 'unpaid' })),
      ctx,
    );
    expect(unpaid).toMatchObject({ subscription: { status: 'past-due', tier: 'member' } });
    const deleted = noticeOfEvent(
      eventOf('customer.subscription.deleted', subscription({ status: 'canceled' })),
      ctx,
    );
    expect(deleted).toMatchObject({ kind: 'subscription-deleted', subscription: { status: 'canceled' } });
  });

  it('when a charge is refunded, then the running total and the payment intent are given', () => {
    const charge = {
      id: 'ch_1',
      amount: 6000,
      amount_refunded: 1500,
      currency: 'eur',
      payment_intent: 'pi_1',
      metadata: {},
    };
    expect(noticeOfEvent(eventOf('charge.refunded', charge), ctx)).toEqual({
      ...base,
      kind: 'charge-refunded',
      chargeId: 'ch_1',
      paymentIntentId: 'pi_1',
      orderID: null,
      amount: 6000,
      amountRefunded: 1500,
      currency: 'EUR',
    });
  });

  it('when the type is not one the product handles, then there is no notice', () => {
    expect(noticeOfEvent(eventOf('customer.created', { id: 'cus_1' }), ctx)).toBeNull();
  });

  it('when a handled type’s object cannot be read, then it is refused as unreadable-event naming the fields at fault', () => {
    const refusal = (event: ProviderEvent) => {
      try {
        noticeOfEvent(event, ctx);
      } catch (error) {
        return error instanceof DomainError ? [error.code, error.message] : error;
      }
      return 'read';
    };
    expect(refusal(eventOf('invoice.paid', { id: 'in_1' }))).toEqual([
      'unreadable-event',
      expect.stringMatching(/^The invoice\.paid event cannot be read \(.*lines: /),
    ]);
    expect(refusal(eventOf('customer.subscription.updated', { id: 'sub_1', status: 3 }))).toEqual([
      'unreadable-event',
      expect.stringContaining('status'),
    ]);
    expect(refusal(eventOf('charge.refunded', { id: 'ch_1' }))).toEqual([
      'unreadable-event',
      expect.stringContaining('amount'),
    ]);
  });

  it('when an invoice and a subscription come in the shape before API 2025-03-31, then they are read as the current shape is', () => {
    const { parent: _parent, lines: _lines, ...rest } = invoice('subscription_cycle');
    const old = {
      ...rest,
      subscription: 'sub_1',
      subscription_details: { metadata: ours },
      lines: { data: [{ period: { end: periodEnd }, price: { id: 'price_fellow' } }] },
    };
    expect(noticeOfEvent(eventOf('invoice.paid', old), ctx)).toMatchObject({
      kind: 'invoice-paid',
      subscriptionId: 'sub_1',
      userID,
      tier: 'fellow',
      periodEnd: new Date(periodEnd * 1000).toISOString(),
    });
    const oldSubscription = subscription({
      current_period_end: periodEnd,
      items: { data: [{ id: 'si_1', price: { id: 'price_member' } }] },
    });
    expect(noticeOfEvent(eventOf('customer.subscription.updated', oldSubscription), ctx)).toMatchObject({
      subscription: { periodEnd: new Date(periodEnd * 1000).toISOString(), tier: 'member' },
    });
  });
});
