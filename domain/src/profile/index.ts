// The profile area's names, as the domain's index offers them.
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
} from './fields.js';
export { profileEventSchemas, type ProfileEvent, type ProfileEventType } from './events.js';
export { profilePatchSchema, type ProfilePatch, type ProfilePatchBody } from './schemas.js';
export { formatPhone, normalizePhone } from './phone.js';
export { COUNTRY_CODES, isCountryCode } from './countries.js';
export {
  initialProfileState,
  evolveProfileState,
  type Profile,
  type ProfileState,
  type ProfileStreamEvent,
} from './state.js';
export {
  type ProfileCommand,
  type UpdateProfile,
  type SetProfileImage,
  type RemoveProfileImage,
} from './commands.js';
export { profileDecider, decideProfile, foldProfile } from './decider.js';
export {
  profileFor,
  mayView,
  mayViewField,
  isHidden,
  viewerClassOf,
  type Viewer,
  type ViewerClass,
  type ProfileView,
} from './privacy.js';
export {
  memberSearchDocument,
  type MemberSearchDocument,
  type MemberAudienceFields,
} from './search-document.js';
