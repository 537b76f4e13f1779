import { z } from 'zod';

/** A positive whole number given as text (a path or query parameter). */
const positiveInt = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[1-9]\d{0,8}$/, `${label} is a whole number from 1`)
    .transform(Number);

export const pubNumParamSchema = positiveInt('pubNum');
export const versionParamSchema = positiveInt('version');

/** `GET /rest/journal/publications?pubNum=&version=` (spec section 7). */
export const publicationsQuerySchema = z.strictObject({
  pubNum: pubNumParamSchema,
  version: versionParamSchema.optional(),
});

export const CITATION_FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

/** `GET …/versions/{version}/citation?format=`. */
export const citationQuerySchema = z.strictObject({
  format: z.enum(CITATION_FORMATS, { error: `format is one of ${CITATION_FORMATS.join(', ')}` }),
});

/** `GET …/{pubNum}/diff?from=&to=`: two different versions. */
export const versionDiffQuerySchema = z
  .strictObject({ from: versionParamSchema, to: versionParamSchema })
  .refine((range) => range.from !== range.to, { path: ['to'], message: 'to differs from from' });
