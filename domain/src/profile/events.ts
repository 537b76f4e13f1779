import { z } from 'zod';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';
import {
  availabilitySchema,
  educationEntrySchema,
  experienceEntrySchema,
  locationSchema,
  profileFields,
  profileImageSchema,
  visibilityLevelSchema,
} from './fields.js';

const userID = z.string();

/**
 * Profile changes on `user-{userID}`: one event per change, holding only what changed.
 * Names, location and phone are personal data: they sit in `personal`.
 */
export const profileEventSchemas = {
  ProfileNamesChanged: z.object({
    userID,
    personal: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }),
  }),
  HeadlineChanged: z.object({ userID, headline: z.string().nullable() }),
  BioChanged: z.object({ userID, bio: z.string().nullable() }),
  ExpertiseSet: z.object({ userID, expertise: z.array(z.string()) }),
  AvailabilitySet: z.object({ userID, availability: z.array(availabilitySchema) }),
  ExperienceSet: z.object({ userID, experience: z.array(experienceEntrySchema) }),
  EducationSet: z.object({ userID, education: z.array(educationEntrySchema) }),
  LocationChanged: z.object({ userID, personal: z.object({ location: locationSchema.nullable() }) }),
  PhoneChanged: z.object({ userID, personal: z.object({ phone: z.string().nullable() }) }),
  ProfileImageSet: z.object({ userID, image: profileImageSchema }),
  ProfileImageRemoved: z.object({ userID }),
  ProfileVisibilityChanged: z.object({
    userID,
    visibility: z.partialRecord(z.enum(profileFields), visibilityLevelSchema),
  }),
  RegistryOptedOut: z.object({ userID }),
  RegistryOptedIn: z.object({ userID }),
} satisfies EventSchemas;

export type ProfileEvent = EventOf<typeof profileEventSchemas>;
export type ProfileEventType = ProfileEvent['type'];
