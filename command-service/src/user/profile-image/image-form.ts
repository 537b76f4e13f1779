import { IMAGE_MAX_BYTES, type UploadForm } from '@academy/platform';

export const PROFILE_IMAGE_PATH = '/rest/user/profile/image';

/** A profile image: the one part `image` (5 MB), or the raw bytes sent with an image type. */
export const PROFILE_IMAGE_FORM: UploadForm = {
  parts: { image: { kind: 'file', maxBytes: IMAGE_MAX_BYTES, tooLarge: 'The image is larger than 5 MB' } },
  unknownPart: 'The form holds one part only, named "image"',
  twice: () => 'Send one image: the form has more than one field named "image"',
  raw: { part: 'image', type: /^image\/[\w.+-]+$/ },
};
