// The membership area's names, as the domain's index offers them.
export {
  tierIdSchema,
  capabilitySchema,
  tierPriceSchema,
  tierIntervalSchema,
  tierSchema,
  tierCatalogueSchema,
  type Capability,
  type Tier,
  type TierPrice,
  type TierInterval,
  type TierCatalogue,
} from './tiers.js';
export {
  findTier,
  catalogueTier,
  authorizedTiers,
  publicTier,
  publicCatalogue,
  isFreeTier,
  isUpgrade,
  yearlyAmount,
  type PublicTier,
  type TierCatalogueAnswer,
} from './tier-rules.js';
export {
  type ShownTier,
  type MembershipAnswer,
  type CheckoutAnswer,
  type TierChangeAnswer,
  type TestCheckoutAnswer,
  type BillingPortalAnswer,
} from './answers.js';
export { defaultTierCatalogue } from './default-tiers.js';
export { GRACE_DAYS, monthsOf, addMonths, addDays } from './period.js';
export {
  membershipEventSchemas,
  isMembershipEvent,
  type MembershipEvent,
  type MembershipEventType,
  type MembershipEventData,
} from './events.js';
export {
  type TierTerms,
  type MembershipCommand,
  type ChooseMembership,
  type ApplyPayment,
  type ChangeMembershipTier,
  type WithdrawMembershipTierChange,
  type ScheduleMembershipCancellation,
  type WithdrawMembershipCancellation,
  type MarkMembershipPastDue,
  type SubscriptionStatement,
  type SyncSubscription,
  type ExpireMembership,
} from './commands.js';
export {
  initialMembershipState,
  evolveMembership,
  effectiveTier,
  holdsUntil,
  isRunning,
  type MembershipState,
  type MembershipStatus,
} from './state.js';
export { membershipDecider } from './decider.js';
export {
  replacementOf,
  replacementSentence,
  checkFreeOrder,
  dayOf,
  type HeldMembership,
  type FreeOrderReplacement,
  type FreeOrderCheck,
  type CatalogueTerms,
} from './free-order-replacement.js';
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
} from './schemas.js';
