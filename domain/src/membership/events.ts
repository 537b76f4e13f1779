import { z } from 'zod';
import { actorSchema, reasonSchema } from '../event-sourcing/actor.js';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';
import { tierIdSchema } from './tiers.js';

const userID = z.uuid();
const orderID = z.uuid().nullable();
const instant = z.iso.datetime({ offset: true });
/** The provider's subscription (Stripe `sub_…`); null when nothing renews automatically. */
const subscriptionId = z.string().min(1).max(255).nullable();
const who = { actor: actorSchema, reason: reasonSchema };

/** Membership events, recorded on `user-{userID}` beside the user's other events. */
export const membershipEventSchemas = {
  /** A paid tier was chosen and its checkout started: pending payment. */
  MembershipChosen: z.object({ userID, tier: tierIdSchema, orderID, ...who }),
  MembershipActivated: z.object({
    userID,
    tier: tierIdSchema,
    orderID,
    subscriptionId,
    periodStart: instant,
    /** null: no end (a free tier, or a free order without an end). */
    periodEnd: instant.nullable(),
    /** Whether the tier ships a physical membership token (the catalogue's word at activation). */
    token: z.boolean(),
    ...who,
  }),
  /** A new period was paid for (or granted): the membership is active until `periodEnd`. */
  MembershipRenewed: z.object({
    userID,
    tier: tierIdSchema,
    orderID,
    subscriptionId,
    periodEnd: instant.nullable(),
    ...who,
  }),
  /** `immediately`: the tier is now `toTier`; `period-end`: it becomes `toTier` when the period ends. */
  MembershipTierChanged: z.object({
    userID,
    fromTier: tierIdSchema,
    toTier: tierIdSchema,
    effective: z.enum(['immediately', 'period-end']),
    toTierPaid: z.boolean(),
    token: z.boolean(),
    ...who,
  }),
  MembershipCancellationScheduled: z.object({ userID, effectiveAt: instant, ...who }),
  MembershipCancellationWithdrawn: z.object({ userID, ...who }),
  /** A renewal payment failed; the tier holds until `graceUntil`. */
  MembershipPastDue: z.object({ userID, since: instant, graceUntil: instant, orderID, ...who }),
  /** `subscriptionId`: the provider ended that subscription (a late word about it changes nothing). */
  MembershipExpired: z.object({ userID, tier: tierIdSchema, subscriptionId, ...who }),
  /**
   * The member's customer at the payment provider (Stripe `cus_…`): every checkout and the billing
   * portal use it, so a member is one customer however often they pay.
   */
  MembershipCustomerLinked: z.object({
    userID,
    provider: z.enum(['stripe', 'test']),
    customerId: z.string().min(1).max(255),
    ...who,
  }),
  /**
   * A new subscription (an upgrade's checkout) took over from `subscriptionId`, which is ended at
   * the provider: a payment or change from it never changes the membership again.
   */
  MembershipSubscriptionReplaced: z.object({
    userID,
    subscriptionId: z.string().min(1).max(255),
    replacedBy: z.string().min(1).max(255),
    ...who,
  }),
} satisfies EventSchemas;

export type MembershipEvent = EventOf<typeof membershipEventSchemas>;

export type MembershipEventType = MembershipEvent['type'];

export type MembershipEventData<T extends MembershipEventType> = Extract<
  MembershipEvent,
  { type: T }
>['data'];

/** The user stream holds other events too: this picks the membership's own. */
export const isMembershipEvent = (event: { type: string }): event is MembershipEvent =>
  Object.hasOwn(membershipEventSchemas, event.type);
