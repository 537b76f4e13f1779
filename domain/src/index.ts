// What the domain offers every other package and the frontend: named, so each export is a choice.
export { DomainError, type DomainErrorExtra, type ErrorCode, type FieldError } from './shared/errors.js';
export { type EventMetadata, type NewEvent, type Recorded, type RecordedEvent } from './shared/events.js';
export { type EventOf, type EventSchemas } from './shared/event-schemas.js';
export { type Decider } from './shared/decider.js';
export { fieldErrorsOf, parseWith } from './shared/validation.js';
export {
  assertWellFormed,
  illFormedReason,
  isSingleLine,
  isWellFormedText,
  isWellFormedUnicode,
  singleLineMessage,
} from './text/text-rules.js';
export {
  allEventSchemas,
  isDomainEventType,
  parseRecordedEvent,
  type DomainEvent,
  type DomainEventOf,
  type DomainEventSchemas,
  type DomainEventType,
} from './all-events.js';

export {
  banReasonSchema,
  banUserSchema,
  emailSchema,
  changeEmailSchema,
  confirmEmailChangeSchema,
  membershipTierSchema,
  normalizeEmail,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordSchema,
  signInSchema,
  signUpSchema,
  changePasswordSchema,
  type ChangePasswordInput,
  unbanUserSchema,
  userIdSchema,
  type SignInInput,
  type SignUpInput,
} from './user/schemas.js';
export {
  userEventSchemas,
  type UserEvent,
  type UserEventType,
  type UserPersonal,
  type UserRegisteredData,
} from './user/events.js';
export {
  type BanUser,
  type ChangeEmail,
  type ChangePassword,
  type LinkIdentity,
  type RegisterUser,
  type UnbanUser,
  type UserCommand,
} from './user/commands.js';
export {
  foldUser,
  initialUserState,
  userDecider,
  userStreamId,
  type RegisteredUser,
  type UserState,
} from './user/decider.js';

export { ADMINS_STREAM, adminsEventSchemas, type AdminsEvent } from './admins/events.js';
export { type AdminsCommand, type GrantAdmin, type RevokeAdmin } from './admins/commands.js';
export { adminsDecider, foldAdmins, initialAdminsState, type AdminsState } from './admins/decider.js';
export { grantAdminSchema } from './admins/schemas.js';

export { emailClaimEventSchemas, type EmailClaimEvent, type EmailClaimRecord } from './email-claim/events.js';
export { type ClaimEmail, type EmailClaimCommand, type ReleaseEmail } from './email-claim/commands.js';
export {
  emailClaimDecider,
  initialEmailClaimState,
  mayBeOrphaned,
  ORPHAN_CLAIM_AFTER_MS,
  type EmailClaimState,
} from './email-claim/decider.js';

export {
  accessMessages,
  BAD_SESSION,
  checkAccess,
  isBadSession,
  type AccessError,
  type AccessErrorType,
  type AccessRequirement,
  type AccessResult,
  type AccessSession,
} from './access/access.js';
export { safeRedirectTarget, signInRedirectTarget } from './access/redirect.js';
export {
  registrySearchSchema,
  searchTerms,
  type RegistryHit,
  type RegistrySearchParams,
  type RegistrySearchResult,
} from './registry/schemas.js';

export { actorSchema, providerActor, type Actor, type PaymentProviderName } from './shared/actor.js';
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
} from './membership/tiers.js';
export {
  findTier,
  authorizedTiers,
  publicTier,
  publicCatalogue,
  isFreeTier,
  type PublicTier,
} from './membership/tier-rules.js';
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
export { paymentEventEventSchemas, type PaymentEventEvent } from './payment-event/events.js';
export {
  paymentEventDecider,
  paymentEventStreamId,
  paymentReconciliationStreamId,
  type RecordPaymentEvent,
  type PaymentEventState,
} from './payment-event/decider.js';

export {
  visibilityLevels,
  visibilityLevelSchema,
  profileFields,
  defaultVisibility,
  availabilityValues,
  availabilitySchema,
  HEADLINE_MAX,
  BIO_MAX,
  EXPERTISE_MAX,
  EXPERIENCE_MAX,
  EDUCATION_MAX,
  type VisibilityLevel,
  type ProfileField,
  type ProfileVisibility,
  type Availability,
  type ExperienceEntry,
  type EducationEntry,
  type Location,
  type ProfileImage,
} from './profile/fields.js';
export { profileEventSchemas, type ProfileEvent, type ProfileEventType } from './profile/events.js';
export { profilePatchSchema, type ProfilePatch } from './profile/schemas.js';
export { normalizePhone } from './profile/phone.js';
export { COUNTRY_CODES, isCountryCode } from './profile/countries.js';
export {
  initialProfileState,
  evolveProfileState,
  type Profile,
  type ProfileState,
  type ProfileStreamEvent,
} from './profile/state.js';
export {
  type ProfileCommand,
  type UpdateProfile,
  type SetProfileImage,
  type RemoveProfileImage,
} from './profile/commands.js';
export { profileDecider, decideProfile, foldProfile } from './profile/decider.js';
export {
  profileFor,
  mayView,
  mayViewField,
  isHidden,
  viewerClassOf,
  type Viewer,
  type ViewerClass,
  type ProfileView,
} from './profile/privacy.js';
export {
  memberSearchDocument,
  type MemberSearchDocument,
  type MemberAudienceFields,
} from './profile/search-document.js';
export {
  organizationKinds,
  organizationEventSchemas,
  organizationNameEventSchemas,
  type OrganizationKind,
  type OrganizationEvent,
  type OrganizationNameEvent,
} from './organization/events.js';
export {
  createOrganizationSchema,
  renameOrganizationSchema,
  organizationNameKey,
  type CreateOrganizationInput,
} from './organization/schemas.js';
export {
  organizationDecider,
  organizationNameDecider,
  organizationStreamId,
  organizationNameStreamId,
  type OrganizationCommand,
  type OrganizationState,
  type OrganizationNameCommand,
  type OrganizationNameState,
} from './organization/decider.js';
export { EXPERTISE_CATALOGUE, isCatalogueTag } from './expertise/catalogue.js';
export {
  expertiseTagSchema,
  createExpertiseTagSchema,
  normalizeTag,
  TAG_MAX_LENGTH,
  type CreateExpertiseTagInput,
} from './expertise/tag.js';
export {
  expertiseEventSchemas,
  expertiseDecider,
  EXPERTISE_TAGS_STREAM,
  type ExpertiseEvent,
  type ExpertiseCommand,
  type ExpertiseState,
} from './expertise/events.js';
export {
  matchTags,
  searchTags,
  tagMatchRank,
  matchesWordStart,
  editDistance,
  typosAllowed,
  expertiseTagSearchSchema,
  type ExpertiseTagSearch,
} from './expertise/tag-search.js';
export {
  registryMemberSearchSchema,
  locationFilterSchema,
  registrySorts,
  type RegistryMemberSearch,
  type LocationFilter,
} from './registry/member-search.js';
export {
  registryFilterKeys,
  type RegistryFilterKey,
  type RegistrySearchAnswer,
  type RegistrySearchHit,
  type RegistrySearchFacetValue,
  type HighlightRun,
} from './registry/search-answer.js';

export {
  LICENCES,
  DEFAULT_LICENCE,
  PUBLICATION_LIMITS,
  titleSchema,
  abstractSchema,
  bodySchema,
  changeNoteSchema,
  removalNoteSchema,
  licenceSchema,
  authorSchema,
  authorsSchema,
  keywordSchema,
  keywordsSchema,
  pdfRefSchema,
  submitPublicationSchema,
  revisePublicationSchema,
  publicationRemovalSchema,
} from './publication/schemas.js';
export type {
  Licence,
  Author,
  PdfRef,
  SubmitPublicationInput,
  RevisePublicationInput,
  PublicationRemovalInput,
} from './publication/schemas.js';
export {
  PUBLICATION_NUMBERS_STREAM,
  publicationStreamId,
  publicationEventSchemas,
  publicationNumbersEventSchemas,
} from './publication/events.js';
export type {
  PublicationEvent,
  PublicationSubmittedData,
  PublicationRevisedData,
  PublicationNumbersEvent,
} from './publication/events.js';
export type {
  PublicationContent,
  SubmitPublication,
  RevisePublication,
  RemovePublication,
  RestorePublication,
  PublicationCommand,
  ReservePublicationNumber,
  PublicationNumbersCommand,
} from './publication/commands.js';
export {
  initialPublicationState,
  evolvePublication,
  foldPublication,
  publicationAsOf,
  publishYearOf,
  latestVersion,
  versionOf,
  isRemoved,
} from './publication/state.js';
export type {
  PublicationVersion,
  PublicationRemoval,
  Publication,
  PublicationState,
} from './publication/state.js';
export { decidePublication, publicationDecider } from './publication/decider.js';
export { publicationNumbersDecider, publicationNumbersStateAt } from './publication/numbers-decider.js';
export type { PublicationNumbersState } from './publication/numbers-decider.js';
export { DEFAULT_REMOVAL_NOTE, removalNoticeText } from './publication/removal-notice.js';
export { publicationVersionId, isDetailView, viewPublicationVersion } from './publication/visibility.js';
export type {
  PublicationVersionSummary,
  PublicationVersionDetail,
  PublicationVersionView,
} from './publication/visibility.js';
export {
  pubNumParamSchema,
  versionParamSchema,
  publicationsQuerySchema,
  CITATION_FORMATS,
  citationQuerySchema,
  versionDiffQuerySchema,
  journalListQuerySchema,
  journalSearchQuerySchema,
} from './publication/query-schemas.js';
export type {
  CitationFormat,
  JournalListQueryInput,
  JournalSearchQueryInput,
} from './publication/query-schemas.js';
export { journalTitle, citationSourceOf, citationKey } from './publication/citations/citation-source.js';
export type { CitationSource } from './publication/citations/citation-source.js';
export { toBibtex, bibtexEscape } from './publication/citations/bibtex.js';
export { toRis } from './publication/citations/ris.js';
export { toCslJson, toCslItem } from './publication/citations/csl-json.js';
export type { CslItem } from './publication/citations/csl-json.js';
export { citationOf } from './publication/citations/citation.js';
export type { Citation } from './publication/citations/citation.js';
export { diffVersions, diffPublicationVersions } from './publication/version-diff/version-diff.js';
export type { DiffField, FieldDiff, VersionDiff } from './publication/version-diff/version-diff.js';
export type { DiffOp, DiffRun } from './publication/version-diff/diff-runs.js';
export type { DiffRow } from './publication/version-diff/body-rows.js';

export {
  AUDIT_LOG_STREAM,
  auditEventSchemas,
  auditSubjectKindSchema,
  type AuditEvent,
  type AuditSubjectKind,
} from './audit/events.js';
export {
  auditFieldsOf,
  diffAuditStates,
  evolveAuditState,
  flattenData,
  type AuditChange,
  type AuditState,
  type AuditValue,
} from './audit/audit-state.js';
export { auditEventLabel, correlationGroupName, defaultEventLabel, describeActor } from './audit/labels.js';
export {
  AUDIT_CSV_HEADER,
  auditActorOf,
  auditCsvLine,
  auditReasonOf,
  auditStateAt,
  foldAuditStream,
  matchesAuditFilter,
  newestFirst,
  type AuditEntry,
  type AuditFilter,
  type FoldedAuditStream,
} from './audit/timeline.js';
export { auditQuerySchema, auditStateQuerySchema, type AuditQuery } from './audit/schemas.js';
export {
  adminUserQueryTypes,
  adminUserSearchSchema,
  phoneSearchKey,
  type AdminUserRow,
  type AdminUserSearch,
  type AdminUserSearchResult,
} from './admin/user-search.js';
export {
  shipmentEventSchemas,
  shipmentStatuses,
  shipmentStreamId,
  shippingAddressEventSchemas,
  shippingAddressSchema,
  type ShipmentEvent,
  type ShipmentStatus,
  type ShippingAddress,
} from './shipment/events.js';
export {
  initialShipmentState,
  shipmentDecider,
  type ShipmentCommand,
  type ShipmentState,
} from './shipment/decider.js';
export { shipmentRequestFor } from './shipment/process-manager.js';
export {
  shippingAddressDecider,
  type ChangeShippingAddress,
  type ShippingAddressEvent,
  type ShippingAddressState,
} from './shipment/address-decider.js';
export {
  importShippedSchema,
  markDeliveredSchema,
  markReturnedSchema,
  markShippedSchema,
  parseShippedCsv,
  type ShippedRow,
} from './shipment/schemas.js';
