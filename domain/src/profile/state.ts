import { isMembershipEvent, type MembershipEvent } from '../membership/events.js';
import { type UserEvent } from '../user/events.js';
import {
  defaultVisibility,
  type Availability,
  type EducationEntry,
  type ExperienceEntry,
  type Location,
  type ProfileImage,
  type ProfileVisibility,
} from './fields.js';
import { profileEventSchemas, type ProfileEvent } from './events.js';

/** A member's profile as folded from `user-{userID}`. */
export interface Profile {
  userID: string;
  status: 'active' | 'banned';
  firstName: string;
  lastName: string;
  membershipTier: string | null;
  headline: string | null;
  bio: string | null;
  expertise: readonly string[];
  availability: readonly Availability[];
  experience: readonly ExperienceEntry[];
  education: readonly EducationEntry[];
  location: Location | null;
  phone: string | null;
  image: ProfileImage | null;
  visibility: ProfileVisibility;
  /** In the Registry; false after RegistryOptedOut. */
  listed: boolean;
}

export type ProfileState = { status: 'none' } | Profile;

/** The user stream holds both: registration and bans (user events) and profile changes. */
export type ProfileStreamEvent = ProfileEvent | UserEvent | MembershipEvent;

const isProfileEvent = (event: { type: string }): event is ProfileEvent => event.type in profileEventSchemas;

export const initialProfileState = (): ProfileState => ({ status: 'none' });

const evolveProfile = (profile: Profile, event: ProfileEvent): Profile => {
  switch (event.type) {
    case 'ProfileNamesChanged':
      return { ...profile, ...event.data.personal };
    case 'HeadlineChanged':
      return { ...profile, headline: event.data.headline };
    case 'BioChanged':
      return { ...profile, bio: event.data.bio };
    case 'ExpertiseSet':
      return { ...profile, expertise: event.data.expertise };
    case 'AvailabilitySet':
      return { ...profile, availability: event.data.availability };
    case 'ExperienceSet':
      return { ...profile, experience: event.data.experience };
    case 'EducationSet':
      return { ...profile, education: event.data.education };
    case 'LocationChanged':
      return { ...profile, location: event.data.personal.location };
    case 'PhoneChanged':
      return { ...profile, phone: event.data.personal.phone };
    case 'ProfileImageSet':
      return { ...profile, image: event.data.image };
    case 'ProfileImageRemoved':
      return { ...profile, image: null };
    case 'ProfileVisibilityChanged':
      return { ...profile, visibility: { ...profile.visibility, ...event.data.visibility } };
    case 'RegistryOptedOut':
      return { ...profile, listed: false };
    case 'RegistryOptedIn':
      return { ...profile, listed: true };
    default: {
      const _unknown: never = event;
      return profile;
    }
  }
};

/** Folds one event of the user stream; event types the profile does not use leave it as it is. */
/** The tier a member holds after a membership event, as the Registry shows it (an unpaid choice changes nothing). */
const tierAfter = (tier: string | null, event: MembershipEvent): string | null => {
  switch (event.type) {
    case 'MembershipActivated':
    case 'MembershipRenewed':
      return event.data.tier;
    case 'MembershipTierChanged':
      return event.data.effective === 'immediately' ? event.data.toTier : tier;
    case 'MembershipExpired':
      return null;
    default:
      return tier;
  }
};

export const evolveProfileState = (state: ProfileState, event: ProfileStreamEvent): ProfileState => {
  if (event.type === 'UserRegistered') {
    return {
      userID: event.data.userID,
      status: 'active',
      firstName: event.data.personal.firstName,
      lastName: event.data.personal.lastName,
      membershipTier: event.data.membershipTier,
      headline: null,
      bio: null,
      expertise: [],
      availability: [],
      experience: [],
      education: [],
      location: null,
      phone: null,
      image: null,
      visibility: defaultVisibility(),
      listed: true,
    };
  }
  // An erased member has no profile any more; nothing after it brings one back.
  if (event.type === 'MemberErased') return initialProfileState();
  if (state.status === 'none') return state;
  if (event.type === 'UserBanned') return { ...state, status: 'banned' };
  if (event.type === 'UserUnbanned') return { ...state, status: 'active' };
  if (isMembershipEvent(event)) return { ...state, membershipTier: tierAfter(state.membershipTier, event) };
  return isProfileEvent(event) ? evolveProfile(state, event) : state;
};
