import { type Actor, type PaymentProviderName } from '../event-sourcing/actor.js';
import { type TierTerms } from '../membership/commands.js';

interface Stamp {
  orderID: string;
  /** ISO instant from the injected clock. */
  at: string;
  actor: Actor;
  reason?: string | null;
}

/** The provider opened a checkout session for a paid tier. */
export interface StartCheckout extends Stamp {
  type: 'StartCheckout';
  userID: string;
  tier: TierTerms;
  provider: PaymentProviderName;
  checkoutSessionId: string;
}

/**
 * The provider took the money. The order's details come along (from the provider's metadata),
 * so a payment is recorded even for an order whose start was never recorded (an automatic
 * renewal's invoice, or a crash between the provider and the store).
 */
export interface RecordPayment extends Stamp {
  type: 'RecordPayment';
  userID: string;
  tier: string;
  amount: number;
  currency: string;
  provider: PaymentProviderName;
  paymentReference: string | null;
  subscriptionId: string | null;
}

export interface RecordPaymentFailure extends Stamp {
  type: 'RecordPaymentFailure';
  userID: string;
  tier: string;
  amount: number;
  currency: string;
  provider: PaymentProviderName;
  message: string;
}

/** `amountRefunded` is the provider's running total for the payment (Stripe's `amount_refunded`). */
export interface RefundPayment extends Stamp {
  type: 'RefundPayment';
  amountRefunded: number;
}

/** An admin grants a membership without payment. */
export interface GrantFreeOrder extends Stamp {
  type: 'GrantFreeOrder';
  userID: string;
  tier: TierTerms;
  months: number | null;
  reason: string;
}

export type OrderCommand =
  StartCheckout | RecordPayment | RecordPaymentFailure | RefundPayment | GrantFreeOrder;
