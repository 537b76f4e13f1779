import {
  type Availability,
  type EducationEntry,
  type ExperienceEntry,
  type Location,
  type ProfileField,
  type ProfileVisibility,
  type VisibilityLevel,
} from './fields.js';
import { type Profile, type ProfileState } from './state.js';

/** Who asks: nobody signed in, a signed-in member, or an admin. */
export type Viewer =
  { kind: 'visitor' } | { kind: 'member'; userID: string } | { kind: 'admin'; userID: string };

/** The viewer as this profile sees them. */
export type ViewerClass = 'visitor' | 'member' | 'owner' | 'admin';

export const viewerClassOf = (viewer: Viewer, userID: string): ViewerClass => {
  if (viewer.kind === 'admin') return 'admin';
  if (viewer.kind === 'member') return viewer.userID === userID ? 'owner' : 'member';
  return 'visitor';
};

/** public: everyone; members: any signed-in member; private: the member and admins. */
export const mayView = (level: VisibilityLevel, viewer: ViewerClass): boolean =>
  level === 'public' ||
  viewer === 'owner' ||
  viewer === 'admin' ||
  (level === 'members' && viewer === 'member');

/** What a viewer may see of a profile: absent fields are the ones they may not. */
export interface ProfileView {
  userID: string;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
  headline?: string | null;
  bio?: string | null;
  /** The bio as the publication pages render a body (Markdown, sanitized HTML); with a bio only. */
  bioHtml?: string;
  expertise?: readonly string[];
  availability?: readonly Availability[];
  experience?: readonly ExperienceEntry[];
  education?: readonly EducationEntry[];
  location?: Location | null;
  phone?: string | null;
  hasImage?: boolean;
  /** The owner and admins only: each field's visibility, listing and ban. */
  visibility?: ProfileVisibility;
  registryListed?: boolean;
  banned?: boolean;
}

/** Opted out of the Registry or banned: then only the member and admins find the profile. */
export const isHidden = (profile: Profile): boolean => !profile.listed || profile.status === 'banned';

/** May this viewer see this field of the profile (the image endpoint asks too)? */
export const mayViewField = (profile: Profile, viewer: Viewer, field: ProfileField): boolean => {
  const cls = viewerClassOf(viewer, profile.userID);
  if (isHidden(profile) && cls !== 'owner' && cls !== 'admin') return false;
  return mayView(profile.visibility[field], cls);
};

/**
 * The profile as `viewer` may see it, or null (answered as 404) when there is none for them:
 * no such member, or one who left the Registry or is banned, for anyone but the member and admins.
 * Names are always public while the member is listed.
 */
export const profileFor = (state: ProfileState, viewer: Viewer): ProfileView | null => {
  if (state.status === 'none') return null;
  const cls = viewerClassOf(viewer, state.userID);
  const privileged = cls === 'owner' || cls === 'admin';
  if (isHidden(state) && !privileged) return null;
  const view: ProfileView = {
    userID: state.userID,
    firstName: state.firstName,
    lastName: state.lastName,
    membershipTier: state.membershipTier,
  };
  const sees = (field: ProfileField) => mayView(state.visibility[field], cls);
  if (sees('headline')) view.headline = state.headline;
  if (sees('bio')) view.bio = state.bio;
  if (sees('expertise')) view.expertise = state.expertise;
  if (sees('availability')) view.availability = state.availability;
  if (sees('experience')) view.experience = state.experience;
  if (sees('education')) view.education = state.education;
  if (sees('location')) view.location = state.location;
  if (sees('phone')) view.phone = state.phone;
  if (sees('image')) view.hasImage = state.image !== null;
  if (privileged) {
    view.visibility = state.visibility;
    view.registryListed = state.listed;
    view.banned = state.status === 'banned';
  }
  return view;
};
