import { uploadBody, type BlobStore } from '@academy/platform';
import express from 'express';
import { PUBLICATION_FORM, PUBLICATION_UPLOAD_PATHS } from './publication/publication-body.js';
import { PROFILE_IMAGE_FORM, PROFILE_IMAGE_PATH } from './user/profile-image/image-form.js';

/**
 * The body parsers of the upload routes (a publication with its PDF, a profile image), mounted
 * before the JSON body and the input gate: each reads its form as it streams in, staging files
 * beside `blobs`. Other requests pass through untouched.
 */
export const uploadBodies = (blobs: BlobStore | undefined): express.Router => {
  const router = express.Router();
  // One route per path, each the path of the command route it reads for (the route table's walk).
  for (const path of PUBLICATION_UPLOAD_PATHS) router.post(path, uploadBody(blobs, PUBLICATION_FORM));
  router.post(PROFILE_IMAGE_PATH, uploadBody(blobs, PROFILE_IMAGE_FORM));
  return router;
};
