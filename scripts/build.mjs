// Rebuilds what changed since the last build: the server packages with `tsc -b` (incremental),
// the frontend with Vite only when its inputs changed. `--server` skips the frontend.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args, label, cwd = root) => {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${label} failed`);
    process.exit(result.status ?? 1);
  }
  return Date.now() - started;
};

const tscMs = run(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.json'],
  'server build (tsc -b)',
);

if (!process.argv.includes('--server')) {
  const inputs = [
    'frontend/src',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'frontend/vite.server.config.ts',
    'frontend/package.json',
    'frontend/public',
    'domain/src',
  ];
  const hash = createHash('sha256');
  const walk = (p) => {
    const full = path.join(root, p);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) for (const name of readdirSync(full).sort()) walk(path.join(p, name));
    else hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`);
  };
  inputs.forEach(walk);
  const digest = hash.digest('hex');
  const stamp = path.join(root, 'frontend/dist/.build-stamp');
  const built =
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === digest &&
    existsSync(path.join(root, 'frontend/dist/index.html')) &&
    existsSync(path.join(root, 'frontend/dist-server/entry-server.js'));
  if (!built && existsSync(path.join(root, 'frontend/vite.config.ts'))) {
    const vite = (args, label) =>
      run(
        process.execPath,
        [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args],
        label,
        path.join(root, 'frontend'),
      );
    // The browser's files, then the server's render of the same app (`frontend/dist-server`).
    const ms =
      vite([], 'frontend build (vite)') +
      vite(['--config', 'vite.server.config.ts'], 'frontend server build (vite --ssr)');
    writeFileSync(stamp, digest);
    console.error(`build: frontend built in ${(ms / 1000).toFixed(1)}s`);
  }
  const dist = path.join(root, 'frontend/dist');
  if (existsSync(dist)) {
    const compressed = precompress(dist);
    if (compressed > 0) console.error(`build: ${compressed} frontend files precompressed (br, gz)`);
  }
}
if (tscMs > 3000) console.error(`build: server built in ${(tscMs / 1000).toFixed(1)}s`);

// A new PGlite folder starts from this template (platform/src/sql/pglite-template.ts): made once
// per PGlite version, here rather than in the server, where initialising one peaks at about 850 MB.
const { ensurePgliteTemplate } = await import(
  pathToFileURL(path.join(root, 'platform/dist/sql/pglite-template.js')).href
);
const templateStarted = Date.now();
if (await ensurePgliteTemplate())
  console.error(`build: PGlite template made in ${((Date.now() - templateStarted) / 1000).toFixed(1)}s`);
