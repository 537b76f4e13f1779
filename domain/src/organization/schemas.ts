import { z } from 'zod';
import { assertWellFormed, isWellFormedText } from '../text/text-rules.js';
import { organizationKinds } from './events.js';

const name = z
  .string({ error: 'The name is required' })
  .refine(isWellFormedText, 'The name must be well-formed text (no lone surrogate, NUL or control character)')
  // Spacing (tabs and line breaks too) collapses to single spaces: a name is one line.
  .transform((v) => v.normalize('NFKC').trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'The name is required').max(200, 'The name is at most 200 characters'));

/** `POST /rest/organizations`. */
export const createOrganizationSchema = z.strictObject({
  name,
  kind: z.enum(organizationKinds, { error: `The kind is one of ${organizationKinds.join(', ')}` }),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;

export const renameOrganizationSchema = z.strictObject({ name });

/** Two names are the same organization's when they are equal ignoring case and spacing. */
export const organizationNameKey = (value: string): string =>
  assertWellFormed(value, 'name').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
