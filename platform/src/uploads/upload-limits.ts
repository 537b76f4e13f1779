/**
 * The limits of every upload form, enforced while the body streams in (each file's own size is
 * its part's rule). A part's headers are at most 16 KB (busboy's own limit, like Node's for a
 * request's): more is refused as a malformed part.
 */
export const UPLOAD_LIMITS = {
  /** Parts of any kind in one form (nameless ones included). */
  parts: 10,
  /** Header lines of one part. */
  headerPairs: 20,
  /** Characters of a part's name (and of a file name). */
  nameLength: 100,
  filenameLength: 255,
} as const;
