import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '../text/text-rules.js';
import { userIdSchema } from '../user/schemas.js';

/** The licences a version may carry; the first is the default. */
export const LICENCES = ['CC-BY-4.0', 'CC-BY-SA-4.0', 'CC-BY-NC-4.0', 'all-rights-reserved'] as const;
export type Licence = (typeof LICENCES)[number];
export const DEFAULT_LICENCE: Licence = 'CC-BY-4.0';

/** Limits of a publication version, in characters (or items, or bytes for the PDF). */
export const PUBLICATION_LIMITS = {
  title: 300,
  abstract: 3_000,
  body: 200_000,
  changeNote: 1_000,
  removalNote: 2_000,
  authors: 50,
  authorName: 200,
  keywords: 10,
  keyword: 60,
  pdfBytes: 25 * 1024 * 1024,
} as const;

const count = (n: number): string => n.toLocaleString('en');

/** Trimmed, 1 to `max` characters. */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${count(max)} characters`);

export const titleSchema = requiredText('Title', PUBLICATION_LIMITS.title);
export const abstractSchema = requiredText('Abstract', PUBLICATION_LIMITS.abstract);
export const changeNoteSchema = requiredText('Change note', PUBLICATION_LIMITS.changeNote);
export const removalNoteSchema = requiredText('Removal note', PUBLICATION_LIMITS.removalNote);

/** Markdown kept exactly as written (leading spaces mean code), but never blank. */
export const bodySchema = z
  .string({ error: 'Body is required' })
  .max(PUBLICATION_LIMITS.body, `Body is at most ${count(PUBLICATION_LIMITS.body)} characters`)
  .refine((body) => body.trim().length > 0, 'Body is required');

export const licenceSchema = z.enum(LICENCES, { error: `Licence is one of ${LICENCES.join(', ')}` });

/** A part of an author's name for citations: trimmed, left out when empty. */
const namePart = (label: string) =>
  z
    .string({ error: `${label} is text` })
    .trim()
    .max(PUBLICATION_LIMITS.authorName, `${label} is at most ${PUBLICATION_LIMITS.authorName} characters`)
    .transform((part) => part || undefined)
    .optional();

export const authorSchema = z.strictObject({
  name: requiredText('Author name', PUBLICATION_LIMITS.authorName),
  /** Set when the author is a member of the academy. */
  userID: userIdSchema.optional(),
  /**
   * A non-member's family and given names, which citations use instead of splitting `name`; a
   * family name alone (an organisation) is cited whole. Versions recorded before have neither.
   */
  family: namePart('The family name'),
  given: namePart('The given names'),
});
export type Author = z.infer<typeof authorSchema>;

export const authorsSchema = z
  .array(authorSchema, { error: 'Authors must be a list' })
  .min(1, 'At least one author is required')
  .max(PUBLICATION_LIMITS.authors, `At most ${PUBLICATION_LIMITS.authors} authors`)
  .superRefine((authors, ctx) => {
    const seen = new Set<string>();
    authors.forEach((author, index) => {
      if (author.userID === undefined) return;
      if (seen.has(author.userID)) {
        ctx.addIssue({ code: 'custom', path: [index, 'userID'], message: 'A member is listed twice' });
      }
      seen.add(author.userID);
    });
  });

/** A keyword is an expertise tag: trimmed and lowercase. */
export const keywordSchema = z
  .string({ error: 'A keyword is text' })
  .trim()
  .toLowerCase()
  .min(1, 'A keyword is not empty')
  .max(PUBLICATION_LIMITS.keyword, `A keyword is at most ${PUBLICATION_LIMITS.keyword} characters`);

/** Up to 10 keywords; a repeated one counts once. */
export const keywordsSchema = z
  .array(keywordSchema, { error: 'Keywords must be a list' })
  .transform((keywords) => [...new Set(keywords)])
  .refine((keywords) => keywords.length <= PUBLICATION_LIMITS.keywords, {
    message: `At most ${PUBLICATION_LIMITS.keywords} keywords`,
  });

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'A sha256 is 64 lowercase hex digits');

/** Where a version's PDF sits in the blob store (content-addressed). */
export const pdfRefSchema = z.object({
  key: sha256Schema,
  size: z.int().min(1).max(PUBLICATION_LIMITS.pdfBytes),
  sha256: sha256Schema,
});
export type PdfRef = z.infer<typeof pdfRefSchema>;

const contentShape = {
  // A new title is one line (titles recorded before this rule still read back).
  title: titleSchema.refine(isSingleLine, singleLineMessage('Title')),
  abstract: abstractSchema,
  authors: authorsSchema,
  keywords: keywordsSchema.default([]),
  body: bodySchema,
  licence: licenceSchema.default(DEFAULT_LICENCE),
};

/** `POST /rest/journal/publications`: the JSON body (or the multipart part `data`). */
export const submitPublicationSchema = z.strictObject(contentShape);
export type SubmitPublicationInput = z.infer<typeof submitPublicationSchema>;

/** `POST /rest/journal/publications/{pubNum}/versions`: the same plus a change note. */
export const revisePublicationSchema = z.strictObject({
  ...contentShape,
  changeNote: changeNoteSchema,
  /** Without a new `pdf` part the previous PDF is kept, unless this asks to drop it. */
  removePdf: z.boolean({ error: 'removePdf is true or false' }).optional(),
});
export type RevisePublicationInput = z.infer<typeof revisePublicationSchema>;

/** What a client sends as a submission's body (part `data`), and a revision's with its change note. */
export type PublicationInput = z.input<typeof submitPublicationSchema> & {
  changeNote?: string;
  removePdf?: boolean;
};

/** `POST /rest/admin/journal/publications/{pubNum}/removal`. */
export const publicationRemovalSchema = z.strictObject({ note: removalNoteSchema });
export type PublicationRemovalInput = z.infer<typeof publicationRemovalSchema>;
