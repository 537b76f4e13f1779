// Brotli and gzip copies of the built frontend's text files (`name.br`, `name.gz` beside each),
// for the server to send by content negotiation (app/src/http/precompressed-assets.ts) without
// compressing on every request. A copy newer than its file is kept.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|csv|map)$/;
/** Below this, compressing saves less than a packet's worth. */
const MIN_BYTES = 1024;

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

/** Writes the missing or stale copies under `dir`; answers how many files it compressed. */
export const precompress = (dir) => {
  let count = 0;
  for (const file of walk(dir)) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
    if (fresh(`${file}.br`, file) && fresh(`${file}.gz`, file)) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
};
