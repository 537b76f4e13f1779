import { describe, expect, it } from '@jest/globals';
import { PUBLICATION_LIMITS } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { hostileMultipartSpecs } from '../../testing/hostile-multipart.js';
import { hostilePdfUploadSpecs } from '../../testing/hostile-pdf-uploads.js';
import { member } from '../../testing/members.js';
import { namedPart } from '../../testing/raw-upload.js';
import { answeredStoringNothing, MINIMAL_PDF } from '../../testing/uploads.js';
import { multipart, submission } from '../publication-spec-support.js';

const spec = commandSpec();
const path = '/rest/journal/publications';

hostilePdfUploadSpecs(spec, {
  path,
  given: (author) => author.streams,
  data: (author) => submission(author.userID),
});

describe(`POST ${path}, a valid PDF with a refused submission`, () => {
  it('when the first author is not the submitter, then 400 naming authors.0.userID and the PDF is not stored', async () => {
    const ada = member({ membershipTier: 'member' });
    const other = member({ membershipTier: 'member' });
    const { body, headers } = await multipart(
      submission(other.userID),
      new TextEncoder().encode(MINIMAL_PDF),
    );
    await answeredStoringNothing(
      spec,
      { ...ada.streams, ...other.streams },
      (req) => req.post(path, body, { as: ada.userID, headers }),
      {
        status: 400,
        body: expect.objectContaining({ fields: [expect.objectContaining({ path: 'authors.0.userID' })] }),
      },
    );
  });
});

hostileMultipartSpecs(spec, {
  path,
  given: (author) => author.streams,
  textParts: (author) => namedPart('data', JSON.stringify(submission(author.userID))),
  file: {
    part: 'pdf',
    bytes: async () => new TextEncoder().encode(MINIMAL_PDF),
    maxBytes: PUBLICATION_LIMITS.pdfBytes,
    tooLarge: 'The PDF is larger than 25 MB',
  },
  unknownPart: 'The form holds the parts data and pdf only',
});
