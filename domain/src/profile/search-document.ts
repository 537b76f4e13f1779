import { mayView, isHidden } from './privacy.js';
import { type ProfileField } from './fields.js';
import { type Profile } from './state.js';

/** What one audience of the Registry may match, filter, facet on and see. */
export interface MemberAudienceFields {
  headline?: string;
  expertise?: string[];
  availability?: string[];
  /** Organization ids. */
  experience?: string[];
  education?: string[];
  city?: string;
  state?: string;
  country?: string;
  hasImage?: boolean;
}

/**
 * A member as the Registry's search index holds them: names and tier for everyone (while listed),
 * each other field stored at the audiences that may see it. Private fields (and the phone and the
 * bio, which search never shows) are never in it. `listed` false: nobody finds the member.
 */
export interface MemberSearchDocument {
  userID: string;
  listed: boolean;
  shared: { firstName: string; lastName: string; membershipTier: string | null; joinedAt: number };
  public: MemberAudienceFields;
  members: MemberAudienceFields;
}

const audienceFields = (profile: Profile, viewer: 'visitor' | 'member'): MemberAudienceFields => {
  const fields: MemberAudienceFields = {};
  const sees = (field: ProfileField) => mayView(profile.visibility[field], viewer);
  if (sees('headline') && profile.headline) fields.headline = profile.headline;
  if (sees('expertise') && profile.expertise.length) fields.expertise = [...profile.expertise];
  if (sees('availability') && profile.availability.length) fields.availability = [...profile.availability];
  if (sees('experience') && profile.experience.length)
    fields.experience = [...new Set(profile.experience.map((e) => e.organizationID))];
  if (sees('education') && profile.education.length)
    fields.education = [...new Set(profile.education.map((e) => e.organizationID))];
  if (sees('location') && profile.location) {
    const { city, state, country } = profile.location;
    if (city) fields.city = city;
    if (state) fields.state = state;
    fields.country = country;
  }
  if (sees('image')) fields.hasImage = profile.image !== null;
  return fields;
};

/** `joinedAt`: seconds since the epoch of the registration (sorts "newest"). */
export const memberSearchDocument = (profile: Profile, joinedAt: number): MemberSearchDocument => {
  const listed = !isHidden(profile);
  return {
    userID: profile.userID,
    listed,
    shared: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      membershipTier: profile.membershipTier,
      joinedAt,
    },
    public: listed ? audienceFields(profile, 'visitor') : {},
    members: listed ? audienceFields(profile, 'member') : {},
  };
};
