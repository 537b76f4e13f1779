// What the domain offers every other package and the frontend: named, so each export is a choice;
// each area's index (`<area>/index.ts`) names what it offers from its files.

export { DomainError, type DomainErrorExtra, type ErrorCode, type FieldError } from './errors/index.js';

export { type EventMetadata, type NewEvent, type Recorded } from './event-sourcing/index.js';
export { type RecordedEvent, type EventOf, type EventSchemas, type Decider } from './event-sourcing/index.js';
export { actorSchema, providerActor, type Actor, type PaymentProviderName } from './event-sourcing/index.js';
export { type CommandWritten } from './event-sourcing/index.js';

export { fieldErrorsOf, parseWith, limitParamSchema } from './validation/index.js';

export { assertWellFormed, illFormedReason, isSingleLine, isWellFormedText } from './text/index.js';
export { isWellFormedUnicode, singleLineMessage, countOf } from './text/index.js';
export { documentTitleOf, maxDocumentTitleLength } from './text/index.js';
export { csvCell, csvLine } from './text/index.js';

export { allEventSchemas, isDomainEventType, parseRecordedEvent, type DomainEvent } from './all-events.js';
export { type DomainEventOf, type DomainEventSchemas, type DomainEventType } from './all-events.js';

export { banReasonSchema, banUserSchema, emailSchema, changeEmailSchema } from './user/index.js';
export { confirmEmailChangeSchema, membershipTierSchema, normalizeEmail } from './user/index.js';
export { passwordResetConfirmSchema, passwordResetRequestSchema, passwordSchema } from './user/index.js';
export { signInSchema, signUpSchema, changePasswordSchema, type ChangePasswordInput } from './user/index.js';
export { unbanUserSchema, userIdSchema, type SignInInput, type SignUpInput } from './user/index.js';
export { userEventSchemas, type UserEvent, type UserEventType, type UserPersonal } from './user/index.js';
export { type UserRegisteredData, type BanUser, type ChangeEmail, type EraseMember } from './user/index.js';
export { type ChangePassword, type LinkIdentity, type RegisterUser, type UnbanUser } from './user/index.js';
export { type UserCommand, foldUser, initialUserState, userDecider, userStreamId } from './user/index.js';
export { type RegisteredUser, type UserState } from './user/index.js';
export { type SessionAnswer, type UserStatusAnswer, type SignUpAnswer } from './user/index.js';
export { type SignInAnswer, type EmailChangeRequested, type EmailChangeConfirmed } from './user/index.js';
export { type EmailChangeUndone, type MemberSession, type MemberSessionsAnswer } from './user/index.js';
export { deviceInWords, undoEmailChangeSchema, RESET_LINK_MINUTES } from './user/index.js';

export { ADMINS_STREAM, adminsEventSchemas, type AdminsEvent, type AdminsCommand } from './admins/index.js';
export { type GrantAdmin, type RevokeAdmin, adminsDecider, foldAdmins } from './admins/index.js';
export { initialAdminsState, type AdminsState, grantAdminSchema } from './admins/index.js';
export { adminUserQueryTypes, adminUserSearchSchema, phoneSearchKey } from './admins/index.js';
export { type AdminUserDetail, type AdminUserRow, type AdminUserSearch } from './admins/index.js';
export { type AdminUserSearchResult, startRebuildSchema, type OperationsAnswer } from './admins/index.js';
export { type ReadModelStatus, type RebuildState } from './admins/index.js';
export {
  type AdminDashboard,
  type LatestEvent,
  type AdminListEntry,
  type AdminsAnswer,
  type FoundMember,
} from './admins/index.js';
export { dashboardChartRanges, dashboardChartsQuerySchema, type DashboardCharts } from './admins/index.js';
export { type DashboardChartBucket, type DashboardChartRange } from './admins/index.js';
export { emailClaimEventSchemas, type EmailClaimEvent, type EmailClaimRecord } from './email-claim/index.js';
export { type ClaimEmail, type EmailClaimCommand, type ReleaseEmail } from './email-claim/index.js';
export { emailClaimDecider, initialEmailClaimState, mayBeOrphaned } from './email-claim/index.js';
export { ORPHAN_CLAIM_AFTER_MS, type EmailClaimState } from './email-claim/index.js';

export { accessMessages, BAD_SESSION, checkAccess, isBadSession, type AccessError } from './access/index.js';
export { type AccessErrorType, type AccessRequirement, type AccessResult } from './access/index.js';
export { type AccessSession, safeRedirectTarget, signInRedirectTarget } from './access/index.js';

export { registrySearchSchema, searchTerms, type RegistryHit } from './registry/index.js';
export { type RegistrySearchParams, type RegistrySearchResult } from './registry/index.js';
export { registryMemberSearchSchema, locationFilterSchema, registrySorts } from './registry/index.js';
export { type RegistryMemberSearch, type LocationFilter, registryFilterKeys } from './registry/index.js';
export { type RegistryFilterKey, type RegistrySearchAnswer } from './registry/index.js';
export { type RegistrySearchHit, type RegistrySearchFacetValue } from './registry/index.js';
export { type HighlightRun } from './registry/index.js';

export { tierIdSchema, capabilitySchema, tierPriceSchema, tierIntervalSchema } from './membership/index.js';
export { tierSchema, tierCatalogueSchema, type Capability, type Tier } from './membership/index.js';
export { type TierPrice, type TierInterval, type TierCatalogue } from './membership/index.js';
export { findTier, catalogueTier, isUpgrade, yearlyAmount } from './membership/index.js';
export { authorizedTiers, publicTier, publicCatalogue, isFreeTier } from './membership/index.js';
export { type PublicTier, defaultTierCatalogue, GRACE_DAYS, monthsOf } from './membership/index.js';
export { addMonths, addDays, membershipEventSchemas, isMembershipEvent } from './membership/index.js';
export { type MembershipEvent, type MembershipEventType } from './membership/index.js';
export { type MembershipEventData, type TierTerms, type MembershipCommand } from './membership/index.js';
export { type ChooseMembership, type ApplyPayment, type ChangeMembershipTier } from './membership/index.js';
export type { ScheduleMembershipCancellation, WithdrawMembershipTierChange } from './membership/index.js';
export { replacementSentence, dayOf, type FreeOrderReplacement } from './membership/index.js';
export { type HeldMembership, type FreeOrderCheck } from './membership/index.js';
export { type WithdrawMembershipCancellation, type MarkMembershipPastDue } from './membership/index.js';
export { type SubscriptionStatement, type SyncSubscription } from './membership/index.js';
export { type ExpireMembership, initialMembershipState, evolveMembership } from './membership/index.js';
export { effectiveTier, holdsUntil, isRunning, type MembershipState } from './membership/index.js';
export { type MembershipStatus, membershipDecider, checkoutRequestSchema } from './membership/index.js';
export { changeTierRequestSchema, cancelMembershipRequestSchema } from './membership/index.js';
export { withdrawCancellationRequestSchema, renewMembershipRequestSchema } from './membership/index.js';
export { type CheckoutRequest, type ChangeTierRequest } from './membership/index.js';
export { type CancelMembershipRequest, type RenewMembershipRequest } from './membership/index.js';
export { type TierCatalogueAnswer, type ShownTier, type MembershipAnswer } from './membership/index.js';
export {
  type CheckoutAnswer,
  type TestCheckoutAnswer,
  type BillingPortalAnswer,
} from './membership/index.js';
export { type TierChangeAnswer } from './membership/index.js';

export { orderEventSchemas, type OrderEvent, type OrderEventType, type OrderCommand } from './order/index.js';
export { type StartCheckout, type RecordPayment, type RecordPaymentFailure } from './order/index.js';
export { type RefundPayment, type GrantFreeOrder, orderDecider, orderStreamId } from './order/index.js';
export { initialOrderState, type OrderState, type OrderStatus } from './order/index.js';
export { freeOrderRequestSchema, type FreeOrderRequest, type FreeOrderGranted } from './order/index.js';
export {
  shortOrderNumber,
  type OrderRow,
  type Payment,
  type PaymentsAnswer,
  type OrderAnswer,
} from './order/index.js';

export { paymentEventEventSchemas, type PaymentEventEvent } from './payment-event/index.js';
export {
  paymentEventDecider,
  paymentEventStreamId,
  unreadablePaymentEventDecider,
  UNREADABLE_PAYMENT_EVENTS_STREAM,
} from './payment-event/index.js';
export { paymentReconciliationStreamId, type RecordPaymentEvent } from './payment-event/index.js';
export { type PaymentEventState } from './payment-event/index.js';

export { visibilityLevels, visibilityLevelSchema, profileFields } from './profile/index.js';
export { defaultVisibility, availabilityValues, availabilitySchema, HEADLINE_MAX } from './profile/index.js';
export { BIO_MAX, EXPERTISE_MAX, EXPERIENCE_MAX, EDUCATION_MAX } from './profile/index.js';
export { type VisibilityLevel, type ProfileField, type ProfileVisibility } from './profile/index.js';
export { type Availability, type ExperienceEntry, type EducationEntry } from './profile/index.js';
export { type Location, type ProfileImage, profileEventSchemas, type ProfileEvent } from './profile/index.js';
export { type ProfileEventType, profilePatchSchema, type ProfilePatch } from './profile/index.js';
export { type ProfilePatchBody, type MemberAudienceFields } from './profile/index.js';
export {
  formatPhone,
  normalizePhone,
  COUNTRY_CODES,
  isCountryCode,
  initialProfileState,
} from './profile/index.js';
export { evolveProfileState, type Profile, type ProfileState } from './profile/index.js';
export { type ProfileStreamEvent, type ProfileCommand, type UpdateProfile } from './profile/index.js';
export { type SetProfileImage, type RemoveProfileImage, profileDecider } from './profile/index.js';
export { decideProfile, foldProfile, profileFor, mayView, mayViewField, isHidden } from './profile/index.js';
export { viewerClassOf, type Viewer, type ViewerClass, type ProfileView } from './profile/index.js';
export { memberSearchDocument, type MemberSearchDocument } from './profile/index.js';

export { organizationKinds, organizationEventSchemas } from './organization/index.js';
export { organizationNameEventSchemas, type OrganizationKind } from './organization/index.js';
export { type OrganizationEvent, type OrganizationNameEvent } from './organization/index.js';
export { createOrganizationSchema, renameOrganizationSchema } from './organization/index.js';
export { organizationNameKey, type CreateOrganizationInput } from './organization/index.js';
export { organizationDecider, organizationNameDecider, organizationStreamId } from './organization/index.js';
export { organizationNameStreamId, type OrganizationCommand } from './organization/index.js';
export { type OrganizationState, type OrganizationNameCommand } from './organization/index.js';
export { type OrganizationNameState } from './organization/index.js';
export { type OrganizationView, type OrganizationsAnswer } from './organization/index.js';
export { type OrganizationCreated } from './organization/index.js';

export { EXPERTISE_CATALOGUE, isCatalogueTag, expertiseTagSchema } from './expertise/index.js';
export { createExpertiseTagSchema, normalizeTag, TAG_MAX_LENGTH } from './expertise/index.js';
export { type CreateExpertiseTagInput, expertiseEventSchemas, expertiseDecider } from './expertise/index.js';
export { EXPERTISE_TAGS_STREAM, type ExpertiseEvent, type ExpertiseCommand } from './expertise/index.js';
export { type ExpertiseState, matchTags, searchTags, tagMatchRank } from './expertise/index.js';
export { matchesWordStart, editDistance, typosAllowed, expertiseTagSearchSchema } from './expertise/index.js';
export { type ExpertiseTagSearch } from './expertise/index.js';
export { type ExpertiseTagPage, type CreatedExpertiseTag } from './expertise/index.js';

export { LICENCES, DEFAULT_LICENCE, PUBLICATION_LIMITS, titleSchema } from './publication/index.js';
export { abstractSchema, bodySchema, changeNoteSchema, removalNoteSchema } from './publication/index.js';
export { licenceSchema, authorSchema, authorsSchema, keywordSchema } from './publication/index.js';
export { keywordsSchema, pdfRefSchema, submitPublicationSchema } from './publication/index.js';
export { revisePublicationSchema, publicationRemovalSchema, type Licence } from './publication/index.js';
export { type Author, type PdfRef, type SubmitPublicationInput } from './publication/index.js';
export { type RevisePublicationInput, type PublicationRemovalInput } from './publication/index.js';
export { PUBLICATION_NUMBERS_STREAM, publicationStreamId } from './publication/index.js';
export { publicationEventSchemas, publicationNumbersEventSchemas } from './publication/index.js';
export { type PublicationEvent, type PublicationEventType } from './publication/index.js';
export { type PublicationSubmittedData } from './publication/index.js';
export { type PublicationRevisedData, type PublicationNumbersEvent } from './publication/index.js';
export { type PublicationContent, type SubmitPublication } from './publication/index.js';
export { type RevisePublication, type RemovePublication } from './publication/index.js';
export { type RestorePublication, type PublicationCommand } from './publication/index.js';
export { type ReservePublicationNumber, type PublicationNumbersCommand } from './publication/index.js';
export { initialPublicationState, evolvePublication, foldPublication } from './publication/index.js';
export { publicationAsOf, publishYearOf, latestVersion, versionOf, isRemoved } from './publication/index.js';
export { type PublicationVersion, type PublicationRemoval, type Publication } from './publication/index.js';
export { type PublicationState, decidePublication, publicationDecider } from './publication/index.js';
export { publicationNumbersDecider, publicationNumbersStateAt } from './publication/index.js';
export { judgeSubmission, type NumberedSubmission, type SubmissionInput } from './publication/index.js';
export { type PublicationNumbersState, DEFAULT_REMOVAL_NOTE } from './publication/index.js';
export { type CoAuthorStatus, type AnswerCoAuthorship, type CoAuthors } from './publication/index.js';
export { linkedAuthorIds, type CoAuthorInvitation, type CoAuthorInvitations } from './publication/index.js';
export { removalNoticeText, publicationVersionId, isDetailView } from './publication/index.js';
export { viewPublicationVersion, type PublicationVersionSummary } from './publication/index.js';
export { type PublicationVersionDetail, type PublicationVersionView } from './publication/index.js';
export { type PublicationVersionPage, type PublicationVersionAnswer } from './publication/index.js';
export { pubNumParamSchema, versionParamSchema, publicationsQuerySchema } from './publication/index.js';
export { CITATION_FORMATS, citationQuerySchema, versionDiffQuerySchema } from './publication/index.js';
export { journalListQuerySchema, journalSearchQuerySchema } from './publication/index.js';
export { type CitationFormat, type JournalListQueryInput } from './publication/index.js';
export { type JournalSearchQueryInput, journalTitle, citationSourceOf } from './publication/index.js';
export { citationKey, type CitationSource, toBibtex, bibtexEscape, toRis } from './publication/index.js';
export { toCslJson, toCslItem, type CslItem, citationOf, type Citation } from './publication/index.js';
export { citedAuthorsOf, type CitedAuthor, type MemberNames } from './publication/index.js';
export { authorNameParts, type NameParts } from './publication/index.js';
export { diffVersions, diffPublicationVersions, type DiffField } from './publication/index.js';
export { type FieldDiff, type VersionDiff, type DiffOp, type DiffRun } from './publication/index.js';
export { type DiffRow, type PreviewAnswer } from './publication/index.js';
export { type PublicationInput, type FacetValue } from './publication/index.js';
export { type JournalListItem, type JournalList } from './publication/index.js';
export { type JournalHit, type JournalSearchAnswer, type PublicationWritten } from './publication/index.js';
export { type AdminUserPublications, type SubmitPrecheckAnswer } from './publication/index.js';

export { AUDIT_LOG_STREAM, auditEventSchemas, auditSubjectKindSchema } from './audit/index.js';
export { type AuditEvent, type AuditSubjectKind, auditFieldsOf, diffAuditStates } from './audit/index.js';
export { evolveAuditState, flattenData, type AuditChange, type AuditState } from './audit/index.js';
export { type AuditValue, auditEventLabel, auditTypeLabel, correlationGroupName } from './audit/index.js';
export { defaultEventLabel, type TierNamer, type AuditMail, type AuditMails } from './audit/index.js';
export { describeActor, AUDIT_CSV_HEADER, auditActorOf, auditCsvLine, auditReasonOf } from './audit/index.js';
export { auditStateAt, foldAuditStream, matchesAuditFilter, newestFirst } from './audit/index.js';
export { type AuditEntry, type AuditFilter, type FoldedAuditStream } from './audit/index.js';
export { auditQuerySchema, auditStateQuerySchema, type AuditQuery } from './audit/index.js';
export { type AuditTimelineEntry, type AuditTimeline, type AuditStateAt } from './audit/index.js';

export { shipmentEventSchemas, shipmentStatuses, shipmentStreamId } from './shipment/index.js';
export { shippingAddressEventSchemas, shippingAddressSchema, type ShipmentEvent } from './shipment/index.js';
export { shippingAddressRequestSchema } from './shipment/index.js';
export { type ShipmentStatus, type ShippingAddress, initialShipmentState } from './shipment/index.js';
export { shipmentDecider, type ShipmentCommand, type ShipmentState } from './shipment/index.js';
export { shipmentRequestFor, shippingAddressDecider, type ChangeShippingAddress } from './shipment/index.js';
export { type ShippingAddressEvent, type ShippingAddressState } from './shipment/index.js';
export { importShippedSchema, markDeliveredSchema, markReturnedSchema } from './shipment/index.js';
export { markShippedSchema, parseShippedCsv, type ShippedRow } from './shipment/index.js';
export { type ShippedRowResult, type ImportShippedAnswer } from './shipment/index.js';
export { type AdminShipmentRow, type AdminShipmentsAnswer } from './shipment/index.js';
export { type MemberShipment, type MemberShipmentsAnswer } from './shipment/index.js';
export { type ShippingAddressAnswer, type RefusedShippedLine } from './shipment/index.js';

export { DATA_EXPORT_FORMAT, dataExportFileName, dataExportSchema } from './privacy/index.js';
export { dataExportSessionSchema, dataExportAuditEntrySchema } from './privacy/index.js';
export { type DataExport, type DataExportSession } from './privacy/index.js';
export { ERASED_AUTHOR, ERASED_MARK, ERASED_MEMBER, ERASED_TEXT, erasedPersonal } from './privacy/index.js';
export { isErasedPersonal, isSealedPart, personalPartsOf } from './privacy/index.js';
export { erasedField, sealedFieldsOf, typesWithSealedFields } from './privacy/index.js';
export {
  eraseMemberSchema,
  eraseSelfSchema,
  type EraseMemberInput,
  type EraseSelfInput,
} from './privacy/index.js';
export { type PersonalPart, type SealedPart } from './privacy/index.js';
export { type ServerRenderedPage } from './site/rendered-page.js';
