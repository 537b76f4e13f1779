import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface HomeJs {
  files: { file: string; raw: number; gzipped: number }[];
  gzipped: number;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/**
 * The JavaScript the home page loads before it runs: the module scripts of index.html and its
 * modulepreload links (the build writes none at present), each gzipped (level 6, as servers do)
 * and summed. Undefined when the frontend is not built.
 */
export const homeJs = (dist: string): HomeJs | undefined => {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && /type\s*=\s*["']module["']/i.test(tag)) sources.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && /rel\s*=\s*["']modulepreload["']/i.test(tag)) sources.add(href);
  }
  const files = [...sources]
    .filter((src) => !/^[a-z]+:\/\//i.test(src))
    .map((src) => {
      const bytes = readFileSync(path.join(dist, src.replace(/^\//, '')));
      return { file: src, raw: bytes.length, gzipped: gzipSync(bytes, { level: 6 }).length };
    });
  return { files, gzipped: files.reduce((sum, f) => sum + f.gzipped, 0) };
};

/**
 * The frontend's own measure (frontend/scripts/measure-initial-js.mjs): the entry's static imports
 * and the home route's lazy module, from the Vite manifest, gzip level 9. Undefined without it.
 */
export const homeJsWithRoute = async (
  dist: string,
): Promise<{ gzipBytes: number; files: number } | undefined> => {
  const script = path.join(dist, '../scripts/measure-initial-js.mjs');
  if (!existsSync(script) || !existsSync(path.join(dist, '.vite/manifest.json'))) return undefined;
  try {
    const { measureInitialJs } = (await import(pathToFileURL(script).href)) as {
      measureInitialJs: (dist: string) => { gzipBytes: number; chunks: unknown[] };
    };
    const result = measureInitialJs(dist);
    return { gzipBytes: result.gzipBytes, files: result.chunks.length };
  } catch {
    return undefined;
  }
};
