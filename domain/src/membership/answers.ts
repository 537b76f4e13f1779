import { type MembershipStatus } from './state.js';
import { type PublicTier } from './tier-rules.js';

/** A tier as a member's membership names it: the catalogue's, or its id alone once it left the catalogue. */
export type ShownTier = PublicTier | { id: string; name: string };

/** `GET /rest/membership`: the signed-in member's membership, from the write side. */
export interface MembershipAnswer {
  status: MembershipStatus;
  tier: ShownTier | null;
  /** The tier the member holds now (what the session says). */
  heldTier: string | null;
  periodEnd: string | null;
  graceUntil: string | null;
  pendingTier: ShownTier | null;
  renewsAutomatically: boolean;
  /** Whether a checkout made the member a customer: Account Settings then offers "Manage billing". */
  billingPortal: boolean;
}

/** `POST /rest/membership/billing-portal`: where the member manages card, invoices and cancellation. */
export interface BillingPortalAnswer {
  url: string;
}

/** `POST /rest/membership/checkout`: where to pay for a tier (null for a free tier, active at once). */
export interface CheckoutAnswer {
  orderID: string | null;
  checkoutUrl: string | null;
  position: number;
}

/**
 * `POST /rest/membership/change-tier`: an upgrade's checkout (201; the tier changes once it is
 * paid), or a downgrade that takes effect at the period end.
 */
export type TierChangeAnswer =
  (CheckoutAnswer & { effective: 'after-payment' }) | { position: number; effective: 'period-end' };

/** `POST /rest/checkout/test/{orderID}/pay|decline`: the built-in checkout's outcome. */
export interface TestCheckoutAnswer {
  status: 'paid' | 'failed';
  message?: string;
  position: number;
}
