import { z } from 'zod';

/** Who may see a profile field: anyone, signed-in members, or only the member and admins. */
export const visibilityLevels = ['public', 'members', 'private'] as const;
export type VisibilityLevel = (typeof visibilityLevels)[number];
export const visibilityLevelSchema = z.enum(visibilityLevels, {
  error: 'Visibility is public, members or private',
});

/** The fields whose visibility a member controls (names are always public while listed). */
export const profileFields = [
  'headline',
  'bio',
  'expertise',
  'availability',
  'experience',
  'education',
  'location',
  'phone',
  'image',
] as const;
export type ProfileField = (typeof profileFields)[number];

export type ProfileVisibility = Record<ProfileField, VisibilityLevel>;

/** Until the member says otherwise: everything public but the phone, which only they and admins see. */
export const defaultVisibility = (): ProfileVisibility => ({
  headline: 'public',
  bio: 'public',
  expertise: 'public',
  availability: 'public',
  experience: 'public',
  education: 'public',
  location: 'public',
  phone: 'private',
  image: 'public',
});

export const availabilityValues = [
  'mentoring',
  'collaboration',
  'speaking',
  'reviewing',
  'consulting',
] as const;
export type Availability = (typeof availabilityValues)[number];
export const availabilitySchema = z.enum(availabilityValues, {
  error: `Availability is one of ${availabilityValues.join(', ')}`,
});

export const HEADLINE_MAX = 140;
export const BIO_MAX = 5000;
export const EXPERTISE_MAX = 30;
export const EXPERIENCE_MAX = 30;
export const EDUCATION_MAX = 20;

/** Recorded shapes (lenient: parsing an old event never fails on a key it does not know). */
export const experienceEntrySchema = z.object({
  organizationID: z.string(),
  role: z.string(),
  start: z.string(),
  end: z.string().nullable(),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const educationEntrySchema = z.object({
  organizationID: z.string(),
  degree: z.string(),
  field: z.string().nullable(),
  year: z.number().int(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const locationSchema = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const profileImageSchema = z.object({
  /** The blob store's key: the sha256 of the stored bytes, in hex. */
  key: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;
