import { type PaymentProviderName } from '@academy/domain';
import { type SubscriptionSnapshot } from './subscription-snapshot.js';

interface NoticeBase {
  provider: PaymentProviderName;
  /** The provider's event id: the key for applying it at most once. */
  providerEventId: string;
  /** When the provider says it happened (ISO). */
  occurredAt: string;
  /** The provider's customer the object names, when it names one. */
  customerId?: string;
}

interface Money {
  /** Minor units. */
  amount: number;
  /** Upper case, as in the catalogue (EUR). */
  currency: string;
}

/** A checkout was paid: the order's payment succeeded; the membership is activated or renewed. */
export interface CheckoutCompleted extends NoticeBase, Partial<Money> {
  kind: 'checkout-completed';
  orderID: string;
  userID: string;
  tier: string;
  sessionId: string;
  subscriptionId: string | null;
  paymentReference: string | null;
}

/** A checkout ended without payment (expired, or the payment failed). */
export interface CheckoutFailed extends NoticeBase {
  kind: 'checkout-failed';
  orderID: string;
  userID: string;
  tier: string;
  sessionId: string;
  message: string;
}

interface InvoiceNotice extends NoticeBase, Money {
  invoiceId: string;
  subscriptionId: string;
  userID: string;
  tier: string;
  /** The checkout's order for the first invoice; null for an automatic renewal. */
  orderID: string | null;
  /** The end of the period the invoice is for. */
  periodEnd: string | null;
}

export interface InvoicePaid extends InvoiceNotice {
  kind: 'invoice-paid';
  /** The subscription's first invoice (its checkout reports the same payment). */
  firstInvoice: boolean;
}

export interface InvoicePaymentFailed extends InvoiceNotice {
  kind: 'invoice-payment-failed';
  message: string;
}

export interface SubscriptionChanged extends NoticeBase {
  kind: 'subscription-updated' | 'subscription-deleted';
  subscription: SubscriptionSnapshot;
}

export interface ChargeRefunded extends NoticeBase, Money {
  kind: 'charge-refunded';
  chargeId: string;
  paymentIntentId: string | null;
  /** When the charge carries the order in its metadata; else found by the payment intent. */
  orderID: string | null;
  /** The running total refunded. */
  amountRefunded: number;
}

/** Provider-neutral: what the membership and order deciders are told. */
export type PaymentNotice =
  | CheckoutCompleted
  | CheckoutFailed
  | InvoicePaid
  | InvoicePaymentFailed
  | SubscriptionChanged
  | ChargeRefunded;
