import { IMAGE_MAX_BYTES } from '@academy/platform';
import { commandSpec } from '../../testing/http-spec.js';
import { hostileMultipartSpecs } from '../../testing/hostile-multipart.js';
import { png } from '../../testing/uploads.js';
import { PROFILE_IMAGE_FORM, PROFILE_IMAGE_PATH } from './image-form.js';

const spec = commandSpec();

hostileMultipartSpecs(spec, {
  path: PROFILE_IMAGE_PATH,
  given: (author) => author.streams,
  textParts: () => Buffer.alloc(0),
  file: {
    part: 'image',
    bytes: async () => new Uint8Array(await png(8)),
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: 'The image is larger than 5 MB',
  },
  unknownPart: PROFILE_IMAGE_FORM.unknownPart,
});
