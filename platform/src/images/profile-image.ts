import { type ProfileImage } from '@academy/domain';
import { type BlobStore } from '../blobs/blob-store.js';
import { processProfileImage, type StagedImage } from './image-intake.js';

/** Checks and resizes an uploaded image: what `SetProfileImage` records, and the WebP to store. */
export const profileImageOf = async (
  upload: Uint8Array | StagedImage,
): Promise<{ image: ProfileImage; bytes: Buffer }> => {
  const processed = await processProfileImage(upload);
  return {
    image: {
      key: processed.sha256,
      contentType: processed.contentType,
      width: processed.width,
      height: processed.height,
      bytes: processed.bytes.byteLength,
    },
    bytes: processed.bytes,
  };
};

/** Checks, resizes and stores an image at once (the demo members'); answers what `SetProfileImage` records. */
export const storeProfileImage = async (blobs: BlobStore, upload: Uint8Array): Promise<ProfileImage> => {
  const { image, bytes } = await profileImageOf(upload);
  await blobs.put(bytes);
  return image;
};
