import compression from 'compression';
import type express from 'express';

/** Below this, an answer is sent as it is: compressing would save less than a packet. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Compresses text answers made per request (JSON, the pages' HTML, feeds) over 1 KB, brotli or
 * gzip as the client accepts, with `Vary: Accept-Encoding`. An answer that already has an encoding
 * (a precompressed asset) or a type that does not compress (images, PDFs) passes through.
 */
export const compressResponses = (): express.RequestHandler =>
  // Brotli at the package's quality 4 (not zlib's 11): near gzip's cost per request, smaller.
  compression({ threshold: COMPRESS_ABOVE_BYTES });
