export * from './shared/errors.js';
export * from './shared/events.js';
export * from './shared/validation.js';
export * from './user/schemas.js';
export * from './user/events.js';
export * from './user/commands.js';
export * from './user/decider.js';
export * from './admins/events.js';
export * from './admins/commands.js';
export * from './admins/decider.js';
export * from './admins/schemas.js';
export * from './access/access.js';
export * from './access/redirect.js';
export * from './registry/schemas.js';
export { type EventSchemas, type EventOf } from './shared/event-schemas.js';
export { type Decider } from './shared/decider.js';
export { actorSchema, providerActor, type Actor, type PaymentProviderName } from './shared/actor.js';
export {
  tierIdSchema,
  capabilitySchema,
  tierPriceSchema,
  tierIntervalSchema,
  tierSchema,
  tierCatalogueSchema,
  findTier,
  authorizedTiers,
  publicTier,
  publicCatalogue,
  isFreeTier,
  type Capability,
  type Tier,
  type TierPrice,
  type TierInterval,
  type TierCatalogue,
  type PublicTier,
} from './membership/tiers.js';
export { defaultTierCatalogue } from './membership/default-tiers.js';
export { GRACE_DAYS, monthsOf, addMonths, addDays } from './membership/period.js';
export {
  membershipEventSchemas,
  isMembershipEvent,
  type MembershipEvent,
  type MembershipEventType,
  type MembershipEventData,
} from './membership/events.js';
export {
  type TierTerms,
  type MembershipCommand,
  type ChooseMembership,
  type ApplyPayment,
  type ChangeMembershipTier,
  type ScheduleMembershipCancellation,
  type WithdrawMembershipCancellation,
  type MarkMembershipPastDue,
  type SubscriptionStatement,
  type SyncSubscription,
  type ExpireMembership,
} from './membership/commands.js';
export {
  initialMembershipState,
  evolveMembership,
  effectiveTier,
  holdsUntil,
  isRunning,
  type MembershipState,
  type MembershipStatus,
} from './membership/state.js';
export { membershipDecider } from './membership/decider.js';
export {
  checkoutRequestSchema,
  changeTierRequestSchema,
  cancelMembershipRequestSchema,
  withdrawCancellationRequestSchema,
  renewMembershipRequestSchema,
  type CheckoutRequest,
  type ChangeTierRequest,
  type CancelMembershipRequest,
  type RenewMembershipRequest,
} from './membership/schemas.js';
export { orderEventSchemas, type OrderEvent, type OrderEventType } from './order/events.js';
export {
  type OrderCommand,
  type StartCheckout,
  type RecordPayment,
  type RecordPaymentFailure,
  type RefundPayment,
  type GrantFreeOrder,
} from './order/commands.js';
export {
  orderDecider,
  orderStreamId,
  initialOrderState,
  type OrderState,
  type OrderStatus,
} from './order/decider.js';
export { freeOrderRequestSchema, type FreeOrderRequest } from './order/schemas.js';
