import { commandSpec } from '../../testing/http-spec.js';
import { hostilePdfUploadSpecs } from '../../testing/hostile-pdf-uploads.js';
import { submission } from '../journal-spec-support.js';

const spec = commandSpec();

hostilePdfUploadSpecs(spec, {
  path: '/rest/journal/publications',
  given: (author) => author.streams,
  data: (author) => submission(author.userID),
});
