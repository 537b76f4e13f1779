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
