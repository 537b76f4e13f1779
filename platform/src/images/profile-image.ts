import { type ProfileImage } from '@academy/domain';
import { type BlobStore } from '../blobs/blob-store.js';
import { processProfileImage } from './image-intake.js';

/** Checks, resizes and stores an uploaded image; answers what `SetProfileImage` records. */
export const storeProfileImage = async (blobs: BlobStore, upload: Uint8Array): Promise<ProfileImage> => {
  const image = await processProfileImage(upload);
  const { key } = await blobs.put(image.bytes);
  return {
    key,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.bytes.byteLength,
  };
};
