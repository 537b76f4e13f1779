import { type PaymentProviderName, type Tier } from '@academy/domain';
import { type PaymentNotice } from './notices.js';
import { type SubscriptionSnapshot } from './subscription-snapshot.js';

export { type SubscriptionSnapshot };

/** A Stripe-shaped event: what a webhook delivers and what `events.list` answers. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

export interface CheckoutInput {
  orderID: string;
  userID: string;
  /** A paid tier, from the catalogue. */
  tier: Tier;
  /** Where the browser comes back to: the sign-up flow, or a signed-in member's settings. */
  returnTo: 'sign-up' | 'manage-membership';
  /** The member's customer at the provider (`ensureCustomer`): every checkout of a member reuses it. */
  customerId: string;
}

export interface CustomerInput {
  userID: string;
  /** Where the provider sends receipts; only when the member has one. */
  email?: string;
}

export interface StartedCheckout {
  sessionId: string;
  /** Where to send the browser: the provider's page, or `/checkout/test/{orderID}`. */
  checkoutUrl: string;
}

export interface EventPage {
  /** Oldest first. */
  events: ProviderEvent[];
  /** Pass it to the next call; null when nothing was listed. */
  cursor: string | null;
  hasMore: boolean;
}

/**
 * The payment port: the built-in test checkout and Stripe implement it. Webhooks are verified
 * over the raw body before anything else and turned into provider-neutral notices; the member's
 * actions that a provider must know of (cancel, resume, change price) go through it too.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(input: CheckoutInput): Promise<StartedCheckout>;
  /** The signed event, or a DomainError `invalid-signature` (400) for a bad or missing signature. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent;
  /**
   * What the domain decides on, or null for a type (or an object) the product does not handle; a
   * handled type whose object cannot be read throws `unreadable-event` (422).
   */
  noticeOf(event: ProviderEvent): PaymentNotice | null;
  /** Events after `cursor` (an event id), oldest first, one page per call; null: from the oldest kept. */
  listEventsSince(cursor: string | null, options?: { limit?: number }): Promise<EventPage>;
  listSubscriptions(): AsyncIterable<SubscriptionSnapshot>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  resume(subscriptionId: string): Promise<void>;
  /** `now`: prorated at once (an upgrade); `period-end`: billed from the next period (a downgrade). */
  changePrice(subscriptionId: string, tier: Tier, when: 'now' | 'period-end'): Promise<void>;
  /** Creates the member's customer (once: the caller records it and passes it back to every checkout). */
  ensureCustomer(input: CustomerInput): Promise<string>;
  /** Ends a subscription at once, without credit (one an upgrade replaced); an ended one is left alone. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** A billing-portal session for the customer (update card, invoices, cancel): where to send the browser. */
  openBillingPortal(customerId: string, returnUrl: string): Promise<string>;
}
