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

const pageSchema = positiveInt('page').optional().default(1);
const yearSchema = z
  .string({ error: 'year is a year' })
  .regex(/^\d{4}$/, 'year is a four-digit year')
  .transform(Number)
  .optional();
const keywordFilterSchema = z.string().trim().toLowerCase().min(1, 'keyword is not empty').max(60).optional();

/** `GET /rest/journal/list?page=&sort=newest|oldest&year=&keyword=&author=` (the Journal home, a member's tab). */
export const journalListQuerySchema = z.strictObject({
  page: pageSchema,
  sort: z.enum(['newest', 'oldest'], { error: 'sort is newest or oldest' }).optional().default('newest'),
  year: yearSchema,
  keyword: keywordFilterSchema,
  author: z.uuid({ error: 'author is a user id' }).optional(),
});
export type JournalListQueryInput = z.infer<typeof journalListQuerySchema>;

/** `GET /rest/journal/search?query=&year=&keyword=&author=&page=`: the query is required. */
export const journalSearchQuerySchema = z.strictObject({
  query: z
    .string({ error: 'query is required' })
    .trim()
    .min(1, 'query is required')
    .max(200, 'query is at most 200 characters'),
  page: pageSchema,
  year: yearSchema,
  keyword: keywordFilterSchema,
  author: z.string().trim().min(1, 'author is not empty').max(200).optional(),
});
export type JournalSearchQueryInput = z.infer<typeof journalSearchQuerySchema>;
