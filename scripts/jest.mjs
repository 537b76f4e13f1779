// Runs jest in ESM mode (openid-client and oidc-provider are ESM-only). Extra arguments pass through.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Two workers even on a two-core machine: a browser suite waits on Chromium and its app much of the time.
const asked = process.argv.slice(2).some((a) => /^(--maxWorkers|-w|--runInBand|-i)\b/.test(a));
const workers = asked ? [] : ['--maxWorkers=2'];
const result = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--testTimeout=120000',
    ...workers,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
process.exit(result.status ?? 1);
