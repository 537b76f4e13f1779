import { z } from 'zod';
import { expertiseTagSchema } from '../expertise/tag.js';
import { isSingleLine, singleLineMessage } from '../text/text-rules.js';
import { isCountryCode } from './countries.js';
import {
  availabilitySchema,
  BIO_MAX,
  EDUCATION_MAX,
  EXPERIENCE_MAX,
  EXPERTISE_MAX,
  HEADLINE_MAX,
  profileFields,
  visibilityLevelSchema,
} from './fields.js';
import { normalizePhone } from './phone.js';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthSchema = z.string().regex(MONTH, 'Enter a month, such as 2019-09');

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is text` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine(isSingleLine, singleLineMessage(label));

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} is text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine(isSingleLine, singleLineMessage(label))
    .transform((v) => v || null)
    .nullable()
    .optional();

const uniqueList = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z
    .array(item, { error: `${label} is a list` })
    .max(max, `At most ${max} ${label}`)
    .refine((list) => new Set(list.map((v) => JSON.stringify(v))).size === list.length, {
      message: `${label} are listed once each`,
    });

const experienceEntry = z
  .strictObject({
    organizationID: z.uuid({ error: 'Choose an organization' }),
    role: text('The role', 100),
    start: monthSchema,
    end: monthSchema.nullable().optional(),
  })
  .transform((e) => ({ ...e, end: e.end ?? null }))
  .refine((e) => e.end === null || e.end >= e.start, {
    message: 'The end is not before the start',
    path: ['end'],
  });

const educationEntry = z
  .strictObject({
    organizationID: z.uuid({ error: 'Choose an institution' }),
    degree: text('The degree', 100),
    field: optionalText('The field', 100),
    year: z
      .number({ error: 'Enter the year, such as 2012' })
      .int('Enter the year, such as 2012')
      .min(1900, 'The year is between 1900 and 2100')
      .max(2100, 'The year is between 1900 and 2100'),
  })
  .transform((e) => ({ ...e, field: e.field ?? null }));

const locationInput = z
  .strictObject({
    city: optionalText('The city', 100),
    state: optionalText('The state', 100),
    country: z
      .string({ error: 'The country is an ISO 3166-1 alpha-2 code' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'The country is an ISO 3166-1 alpha-2 code, such as DE or US'),
  })
  .transform((l) => ({ city: l.city ?? null, state: l.state ?? null, country: l.country }));

const visibilityInput = z.strictObject(
  Object.fromEntries(
    profileFields.map((field) => [
      field,
      field === 'phone'
        ? z.literal('private', { error: 'The phone is seen only by the member and admins' }).optional()
        : visibilityLevelSchema.optional(),
    ]),
  ) as Record<(typeof profileFields)[number], z.ZodOptional<typeof visibilityLevelSchema>>,
);

/** `PATCH /rest/user/profile`: any of these fields; an empty string or null clears a text. */
export const profilePatchSchema = z
  .strictObject({
    firstName: text('First name', 100),
    lastName: text('Last name', 100),
    headline: optionalText('The headline', HEADLINE_MAX),
    bio: z
      .string({ error: 'The bio is text' })
      .max(BIO_MAX, `The bio is at most ${BIO_MAX} characters`)
      .transform((v) => (v.trim() ? v : null))
      .nullable(),
    expertise: uniqueList(expertiseTagSchema, EXPERTISE_MAX, 'expertise tags'),
    availability: uniqueList(availabilitySchema, 5, 'availability values'),
    experience: z.array(experienceEntry).max(EXPERIENCE_MAX, `At most ${EXPERIENCE_MAX} experience entries`),
    education: z.array(educationEntry).max(EDUCATION_MAX, `At most ${EDUCATION_MAX} education entries`),
    location: locationInput.nullable(),
    phone: z.string({ error: 'The phone is text' }).max(40, 'The phone is at most 40 characters').nullable(),
    visibility: visibilityInput,
    registryListed: z.boolean({ error: 'registryListed is true or false' }),
  })
  .partial()
  .transform((patch, ctx) => {
    if (patch.phone === undefined || patch.phone === null || patch.phone.trim() === '') {
      return { ...patch, phone: patch.phone === undefined ? undefined : null };
    }
    const phone = normalizePhone(patch.phone, patch.location?.country);
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Enter a valid phone number in international format, such as +49 30 1234567',
      });
      return z.NEVER;
    }
    return { ...patch, phone };
  });

export type ProfilePatch = z.infer<typeof profilePatchSchema>;
/** The PATCH body as sent: what the schema reads before it trims, uppercases and fills nulls. */
export type ProfilePatchBody = z.input<typeof profilePatchSchema>;
