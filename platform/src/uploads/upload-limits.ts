/**
 * The limits of every upload form, enforced while the body streams in (each file's own size is
 * its part's rule). A part's headers are at most 16 KB in all (busboy's own limit, like Node's for a
 * request's): more is refused as a malformed part.
 */
export const UPLOAD_LIMITS = {
  /** Parts of any kind in one form (nameless ones included). */
  parts: 10,
  /** Characters of a part's name shown in a refusal (every longer name is unknown anyway). */
  nameLength: 100,
  /** Characters of a file's name. */
  filenameLength: 255,
} as const;
