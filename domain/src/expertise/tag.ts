import { z } from 'zod';

export const TAG_MAX_LENGTH = 50;

/** Tags are lowercase, trimmed, with single spaces: "Machine  Learning " is "machine learning". */
export const normalizeTag = (tag: string): string =>
  tag.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} +#./&'-]*$/u;

/** An expertise tag as a request gives it: normalised, then checked. */
export const expertiseTagSchema = z
  .string({ error: 'A tag is text' })
  .transform(normalizeTag)
  .pipe(
    z
      .string()
      .min(1, 'A tag is required')
      .max(TAG_MAX_LENGTH, `A tag is at most ${TAG_MAX_LENGTH} characters`)
      .regex(TAG_PATTERN, "A tag holds letters, digits, spaces and + # . / & ' -"),
  );

export const createExpertiseTagSchema = z.strictObject({ tag: expertiseTagSchema });
export type CreateExpertiseTagInput = z.infer<typeof createExpertiseTagSchema>;
