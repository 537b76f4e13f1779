import { type ProfileView, type ProfileField, type Visibility } from './api';

export type EditorTab = 'about' | 'expertise' | 'experience' | 'education';

/** The fields each tab's editor saves (and whose visibility it controls). */
export const tabFields: Record<EditorTab, ProfileField[]> = {
  about: ['headline', 'bio', 'availability', 'location', 'phone', 'image'],
  expertise: ['expertise'],
  experience: ['experience'],
  education: ['education'],
};

export const fieldLabels: Record<ProfileField, string> = {
  headline: 'Headline',
  bio: 'Bio',
  expertise: 'Expertise',
  availability: 'Availability',
  experience: 'Experience',
  education: 'Education',
  location: 'Location',
  phone: 'Phone',
  image: 'Image',
};

export type VisibilityValues = Partial<Record<ProfileField, Visibility>>;

/**
 * The visibility a tab's editor saves: one level for each field it controls ("public" unless set).
 * The phone is always private (seen only by the member and admins): it has no control.
 */
export const tabVisibility = (profile: ProfileView, tab: EditorTab): VisibilityValues =>
  Object.fromEntries(
    tabFields[tab].filter((f) => f !== 'phone').map((f) => [f, profile.visibility?.[f] ?? 'public']),
  );
