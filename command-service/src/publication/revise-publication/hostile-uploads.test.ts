import { publicationStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { hostilePdfUploadSpecs } from '../../testing/hostile-pdf-uploads.js';
import { submission, submittedBy } from '../journal-spec-support.js';

const spec = commandSpec();

hostilePdfUploadSpecs(spec, {
  path: '/rest/journal/publications/1/versions',
  given: (author) => ({ ...author.streams, [publicationStreamId(1)]: [submittedBy(author.userID)] }),
  data: (author) => ({ ...submission(author.userID), changeNote: 'A new PDF' }),
});
