import { PUBLICATION_LIMITS } from '@academy/domain';
import { jsonBody, type UploadForm } from '@academy/platform';
import type express from 'express';

/**
 * Where a publication is sent as JSON: submit, revise (`…/publications/{pubNum}/versions`, under
 * the first path) and the Markdown preview. A body of 200,000 characters does not fit in the
 * 100 KB every other route takes.
 */
export const PUBLICATION_BODY_PATHS = ['/rest/journal/publications', '/rest/journal/preview'];

/**
 * 200,000 characters of body, each at most 6 bytes as JSON (`\uXXXX`), plus the abstract
 * (3,000), the title, authors, keywords and change note: 1.2 MB at worst; 2 MB leaves room.
 * Over it: 400 `validation-failed` naming `(body)`, like every body over its limit.
 */
export const PUBLICATION_JSON_LIMIT = '2mb';

/** The JSON body of the publication routes; mounted before the app's 100 KB `jsonBody`. */
export const publicationJsonBody = (): express.RequestHandler => jsonBody(PUBLICATION_JSON_LIMIT);

/** Submit and revise, where a publication may come as multipart with its PDF. */
export const PUBLICATION_UPLOAD_PATHS = [
  '/rest/journal/publications',
  '/rest/journal/publications/:pubNum/versions',
];

/** The multipart form of a publication: its JSON in `data` (2 MB, as a JSON body), its PDF in `pdf`. */
export const PUBLICATION_FORM: UploadForm = {
  parts: {
    data: { kind: 'text', json: true, maxBytes: 2 * 1024 * 1024 },
    pdf: { kind: 'file', maxBytes: PUBLICATION_LIMITS.pdfBytes, tooLarge: 'The PDF is larger than 25 MB' },
  },
  unknownPart: 'The form holds the parts data and pdf only',
};
