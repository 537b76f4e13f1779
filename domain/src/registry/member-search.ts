import { z } from 'zod';
import { availabilitySchema } from '../profile/fields.js';
import { membershipTierSchema } from '../user/schemas.js';

const MAX_VALUES = 50;

/** A filter given as repeated keys (`?a=x&a=y`): one string or several. */
const list = <T extends z.ZodType<unknown, string>>(item: T, label: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${label} is a list of values` })
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(item).max(MAX_VALUES, `At most ${MAX_VALUES} ${label} values`));

const intParam = (label: string, min: number, max: number, fallback: number) =>
  z
    .string({ error: `${label} is one whole number` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const n = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
      if (!(n >= min && n <= max)) {
        ctx.addIssue({ code: 'custom', message: `${label} is a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const locationPart = z.string().trim().min(1).max(100).optional();

/** One `location` value: a JSON object with any of city, state, country (matched ignoring case). */
export const locationFilterSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'A location is a JSON object with city, state or country' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .strictObject({ city: locationPart, state: locationPart, country: locationPart })
      .refine((l) => l.city || l.state || l.country, 'A location names a city, a state or a country'),
  );
export type LocationFilter = z.infer<typeof locationFilterSchema>;

export const registrySorts = ['relevance', 'name', 'newest'] as const;

/** `GET /rest/registry/search`: values of one filter combine with OR, filters with AND. */
export const registryMemberSearchSchema = z.object({
  query: z
    .string({ error: 'query is one text' })
    .max(200, 'query is at most 200 characters')
    .optional()
    .default(''),
  availability: list(availabilitySchema, 'availability'),
  expertise: list(z.string().trim().min(1).max(100), 'expertise'),
  membershipTier: list(membershipTierSchema, 'membershipTier'),
  experience: list(z.uuid({ error: 'An organization id is a UUID' }), 'experience'),
  education: list(z.uuid({ error: 'An organization id is a UUID' }), 'education'),
  location: list(locationFilterSchema, 'location'),
  sort: z.enum(registrySorts, { error: 'sort is relevance, name or newest' }).optional(),
  page: intParam('page', 1, 10_000, 1),
  limit: intParam('limit', 1, 100, 20),
});
export type RegistryMemberSearch = z.infer<typeof registryMemberSearchSchema>;
