import { DomainError } from '@academy/domain';
import { blobKeyOf } from '../blobs/blob-store.js';
import { loadSharp } from './load-sharp.js';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_LONGEST_SIDE = 512;
/** More pixels than this is refused before decoding (a decompression bomb): 40 megapixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export type ImageType = 'jpeg' | 'png' | 'webp';

const refuse = (message: string): DomainError =>
  new DomainError('validation-failed', message, [{ path: 'image', message }]);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The type the bytes say they are (not the name or the declared content type). */
export const sniffImageType = (bytes: Uint8Array): ImageType | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
};

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  /** sha256 of `bytes`: the blob store's key. */
  sha256: string;
}

/** An upload staged on disk: sharp reads it from its path, never whole into this process's heap. */
export interface StagedImage {
  path: string;
  size: number;
  /** Its first bytes (for the type). */
  head: Uint8Array;
}

/**
 * A profile image as uploaded → WebP, longest side at most 512 px, no metadata. JPEG, PNG or WebP
 * only, by their bytes; at most 5 MB; decoded fully, so a bad header, a truncated file or a
 * decompression bomb is refused with 400 `validation-failed` naming `image`.
 */
export const processProfileImage = async (upload: Uint8Array | StagedImage): Promise<ProcessedImage> => {
  const staged = upload instanceof Uint8Array ? undefined : upload;
  const size = staged ? staged.size : (upload as Uint8Array).byteLength;
  const bytes = staged ? staged.path : (upload as Uint8Array);
  if (size === 0) throw refuse('The image is empty');
  if (size > IMAGE_MAX_BYTES) throw refuse('The image is larger than 5 MB');
  const type = sniffImageType(staged ? staged.head : (upload as Uint8Array));
  if (!type) throw refuse('The image must be a JPEG, PNG or WebP file');
  const options = { failOn: 'warning' as const, limitInputPixels: IMAGE_MAX_PIXELS };
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, options).metadata());
  } catch {
    throw refuse('The image could not be read: it is damaged or not an image');
  }
  if (format !== type) throw refuse('The image could not be read: its contents do not match its type');
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate() // upright by its EXIF orientation, before the metadata goes
      .resize(IMAGE_LONGEST_SIDE, IMAGE_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      sha256: blobKeyOf(data),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw refuse('The image has too many pixels');
    throw refuse('The image could not be read: it is damaged or truncated');
  }
};
