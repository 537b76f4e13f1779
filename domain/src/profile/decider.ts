import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { type ProfileCommand } from './commands.js';
import { type ProfileEvent } from './events.js';
import { profileFields, type ProfileField, type VisibilityLevel } from './fields.js';
import { type ProfilePatch } from './schemas.js';
import {
  evolveProfileState,
  initialProfileState,
  type Profile,
  type ProfileState,
  type ProfileStreamEvent,
} from './state.js';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const registered = (state: ProfileState): Profile => {
  if (state.status === 'none') throw new DomainError('not-found', 'No such user');
  return state;
};

/** Only what the patch changes, one event per change, in a fixed order. */
const patchEvents = (p: Profile, patch: ProfilePatch): ProfileEvent[] => {
  const userID = p.userID;
  const events: ProfileEvent[] = [];
  const names: { firstName?: string; lastName?: string } = {};
  if (patch.firstName !== undefined && patch.firstName !== p.firstName) names.firstName = patch.firstName;
  if (patch.lastName !== undefined && patch.lastName !== p.lastName) names.lastName = patch.lastName;
  if (Object.keys(names).length > 0)
    events.push({ type: 'ProfileNamesChanged', data: { userID, personal: names } });
  if (patch.headline !== undefined && patch.headline !== p.headline)
    events.push({ type: 'HeadlineChanged', data: { userID, headline: patch.headline } });
  if (patch.bio !== undefined && patch.bio !== p.bio)
    events.push({ type: 'BioChanged', data: { userID, bio: patch.bio } });
  if (patch.expertise !== undefined && !same(patch.expertise, p.expertise))
    events.push({ type: 'ExpertiseSet', data: { userID, expertise: patch.expertise } });
  if (patch.availability !== undefined && !same(patch.availability, p.availability))
    events.push({ type: 'AvailabilitySet', data: { userID, availability: patch.availability } });
  if (patch.experience !== undefined && !same(patch.experience, p.experience))
    events.push({ type: 'ExperienceSet', data: { userID, experience: patch.experience } });
  if (patch.education !== undefined && !same(patch.education, p.education))
    events.push({ type: 'EducationSet', data: { userID, education: patch.education } });
  if (patch.location !== undefined && !same(patch.location, p.location))
    events.push({ type: 'LocationChanged', data: { userID, personal: { location: patch.location } } });
  if (patch.phone !== undefined && patch.phone !== p.phone)
    events.push({ type: 'PhoneChanged', data: { userID, personal: { phone: patch.phone } } });
  if (patch.visibility !== undefined) {
    const changed: Partial<Record<ProfileField, VisibilityLevel>> = {};
    for (const field of profileFields) {
      const level = patch.visibility[field];
      if (level !== undefined && level !== p.visibility[field]) changed[field] = level;
    }
    if (Object.keys(changed).length > 0)
      events.push({ type: 'ProfileVisibilityChanged', data: { userID, visibility: changed } });
  }
  if (patch.registryListed === false && p.listed) events.push({ type: 'RegistryOptedOut', data: { userID } });
  if (patch.registryListed === true && !p.listed) events.push({ type: 'RegistryOptedIn', data: { userID } });
  return events;
};

export const decideProfile = (command: ProfileCommand, state: ProfileState): ProfileEvent[] => {
  const profile = registered(state);
  switch (command.type) {
    case 'UpdateProfile':
      return patchEvents(profile, command.patch);
    case 'SetProfileImage':
      if (profile.image?.key === command.image.key) return [];
      return [{ type: 'ProfileImageSet', data: { userID: profile.userID, image: command.image } }];
    case 'RemoveProfileImage':
      return profile.image ? [{ type: 'ProfileImageRemoved', data: { userID: profile.userID } }] : [];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${String((unknown as { type: unknown }).type)}`);
    }
  }
};

/** The profile's decider over the whole `user-{userID}` stream. */
export const profileDecider: Decider<ProfileCommand, ProfileStreamEvent, ProfileState> = {
  decide: decideProfile,
  evolve: evolveProfileState,
  initialState: initialProfileState,
};

export const foldProfile = (events: readonly ProfileStreamEvent[]): ProfileState =>
  events.reduce(evolveProfileState, initialProfileState());
