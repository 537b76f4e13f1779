import { type SubscriptionStatement } from '@academy/domain';

/** A subscription as the provider holds it, read for webhooks and reconciliation. */
export interface SubscriptionSnapshot extends SubscriptionStatement {
  userID: string | null;
  tier: string | null;
  orderID: string | null;
  priceId: string | null;
  /** The provider's customer it bills, when the provider names it. */
  customerId?: string;
}
