import { describe, expect, it } from '@jest/globals';
import { publicationStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { hostilePdfUploadSpecs } from '../../testing/hostile-pdf-uploads.js';
import { member } from '../../testing/members.js';
import { answeredStoringNothing, MINIMAL_PDF } from '../../testing/uploads.js';
import { multipart, submission, submittedBy } from '../publication-spec-support.js';

const spec = commandSpec();
const path = '/rest/journal/publications/1/versions';

hostilePdfUploadSpecs(spec, {
  path,
  given: (author) => ({ ...author.streams, [publicationStreamId(1)]: [submittedBy(author.userID)] }),
  data: (author) => ({ ...submission(author.userID), changeNote: 'A new PDF' }),
});

describe(`POST ${path}, a valid PDF with a refused revision`, () => {
  it('when someone else revises with a PDF, then 403 and the PDF is not stored', async () => {
    const ada = member({ membershipTier: 'member' });
    const eve = member({ membershipTier: 'member' });
    const { body, headers } = await multipart(
      { ...submission(eve.userID), changeNote: 'Mine now' },
      new TextEncoder().encode(MINIMAL_PDF),
    );
    await answeredStoringNothing(
      spec,
      { ...ada.streams, ...eve.streams, [publicationStreamId(1)]: [submittedBy(ada.userID)] },
      (req) => req.post(path, body, { as: eve.userID, headers }),
      { status: 403, body: expect.objectContaining({ error: 'forbidden' }) },
    );
  });
});
