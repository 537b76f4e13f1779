// The home page's initial JavaScript, gzipped: the entry, its static imports, and the home
// route's lazy module with its static imports (what the browser must fetch before the page
// shows). Reads the Vite manifest of a build; prints, and exports `measureInitialJs` for the bench.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const initialJsLimitKb = 193;
const homeModule = 'src/features/static-pages/home-page.tsx';

export const measureInitialJs = (
  dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
) => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  // The entry, or (when the bundler gave the entry's modules to the `frame` chunk and kept no
  // entry chunk) the chunks index.html loads.
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const scripts = [
    ...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(
      /<script type="module"[^>]* src="\/([^"]+)"/g,
    ),
  ].map((match) => match[1]);
  const entries = entry
    ? [entry]
    : Object.keys(manifest).filter((key) => scripts.includes(manifest[key].file));
  if (entries.length === 0) throw new Error('No entry in the Vite manifest');
  if (!manifest[homeModule]) throw new Error(`The home page module ${homeModule} is not in the manifest`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  visit(homeModule);
  const chunks = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(path.join(dist, file));
      return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    });
  const gzipBytes = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  return {
    chunks,
    gzipBytes,
    gzipKb: gzipBytes / 1024,
    limitKb: initialJsLimitKb,
    withinLimit: gzipBytes / 1024 <= initialJsLimitKb,
  };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measureInitialJs(process.argv.slice(2).find((arg) => !arg.startsWith('--')));
  console.log(
    `home page initial JS: ${result.gzipKb.toFixed(1)} KB gzipped in ${result.chunks.length} files (limit ${result.limitKb} KB)`,
  );
  if (process.argv.includes('--verbose')) {
    for (const c of result.chunks.sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${(c.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${c.file}`);
  }
  process.exitCode = result.withinLimit ? 0 : 1;
}
