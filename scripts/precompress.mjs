// Brotli and gzip copies of the built frontend's text files (`name.br`, `name.gz` beside each),
// for the server to send by content negotiation (app/src/http/precompressed-assets.ts) without
// compressing on every request. A copy newer than its file is kept.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|csv|map)$/;

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

const fresh = (copy, source) => {
  try {
    return statSync(copy).mtimeMs >= statSync(source).mtimeMs;
  } catch {
    return false;
  }
};

/**
 * Writes the missing or stale copies under `dir`, of every text file however small (the entry's
 * first module script, the bundler's runtime, is some 600 bytes); a copy no smaller than its file
 * is not kept. Answers how many files it compressed.
 */
export const precompress = (dir) => {
  let count = 0;
  for (const file of walk(dir)) {
    if (!TEXT.test(file)) continue;
    if (fresh(`${file}.br`, file) && fresh(`${file}.gz`, file)) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    // The server offers a file's copies only when its gzip copy exists.
    if (gz.length >= bytes.length) continue;
    writeFileSync(`${file}.gz`, gz);
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    count += 1;
  }
  return count;
};
