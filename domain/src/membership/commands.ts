import { type Actor } from '../event-sourcing/actor.js';
import { type FreeOrderCheck } from './free-order-replacement.js';
import { type Tier } from './tiers.js';

/** What the decider needs to know of a tier; the use case looks it up in the catalogue. */
export type TierTerms = Pick<Tier, 'id' | 'price' | 'interval' | 'token'>;

/** When and by whom (the clock is passed in), and why where a reason applies. */
interface Stamp {
  userID: string;
  /** ISO instant from the injected clock. */
  at: string;
  actor: Actor;
  reason?: string | null;
}

/** Sign-up or checkout for someone without a running membership. A free tier activates at once. */
export interface ChooseMembership extends Stamp {
  type: 'ChooseMembership';
  tier: TierTerms;
  orderID: string | null;
}

/**
 * A payment (or a free order) for `tier` went through. The period comes from the provider
 * (`periodEnd`), from a free order (`months`, null for no end), or else from the tier's interval.
 */
export interface ApplyPayment extends Stamp {
  type: 'ApplyPayment';
  tier: TierTerms;
  orderID: string | null;
  subscriptionId: string | null;
  periodEnd?: string | null;
  months?: number | null;
  /** A free order: it may not lower or shorten a paid membership unless the admin confirmed it. */
  freeOrder?: FreeOrderCheck;
}

/** Upgrades apply immediately (after their payment); downgrades at the period end. */
export interface ChangeMembershipTier extends Stamp {
  type: 'ChangeMembershipTier';
  to: TierTerms;
  effective: 'immediately' | 'period-end';
}

/** Undo a downgrade scheduled for the period end: the member keeps `current` (their tier's terms). */
export interface WithdrawMembershipTierChange extends Stamp {
  type: 'WithdrawMembershipTierChange';
  current: TierTerms;
}

export interface ScheduleMembershipCancellation extends Stamp {
  type: 'ScheduleMembershipCancellation';
}

export interface WithdrawMembershipCancellation extends Stamp {
  type: 'WithdrawMembershipCancellation';
}

/** A renewal payment failed. `coveredUntil`: the end of the period that invoice was for. */
export interface MarkMembershipPastDue extends Stamp {
  type: 'MarkMembershipPastDue';
  orderID: string | null;
  coveredUntil: string | null;
}

/** The provider's current word on a subscription, as a webhook or reconciliation read it. */
export interface SubscriptionStatement {
  id: string;
  status: 'active' | 'past-due' | 'canceled' | 'incomplete';
  cancelAtPeriodEnd: boolean;
  periodEnd: string | null;
}

export interface SyncSubscription extends Stamp {
  type: 'SyncSubscription';
  subscription: SubscriptionStatement;
  tier: TierTerms;
}

/** The scheduler's sweep: a membership whose time ran out expires (or falls to a chosen free tier). */
export interface ExpireMembership extends Stamp {
  type: 'ExpireMembership';
}

/** A checkout made (or found) the member's customer at the provider: later checkouts reuse it. */
export interface LinkPaymentCustomer extends Stamp {
  type: 'LinkPaymentCustomer';
  provider: 'stripe' | 'test';
  customerId: string;
}

export type MembershipCommand =
  | ChooseMembership
  | ApplyPayment
  | ChangeMembershipTier
  | WithdrawMembershipTierChange
  | ScheduleMembershipCancellation
  | WithdrawMembershipCancellation
  | MarkMembershipPastDue
  | SyncSubscription
  | ExpireMembership
  | LinkPaymentCustomer;

/** The `userID`, `actor` and `reason` every membership event carries, from the command. */
export const whoOf = (
  command: MembershipCommand,
): { userID: string; actor: Actor; reason: string | null } => ({
  userID: command.userID,
  actor: command.actor,
  reason: command.reason ?? null,
});
