import { spawn, type ChildProcess } from 'node:child_process';
import { chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '@academy/app';
import { freePort } from '../support/free-port.js';

const mainJs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../app/dist/main.js');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits up to `ms` for `done()`; false if it never came. */
export const until = async (done: () => boolean, ms: number): Promise<boolean> => {
  for (let waited = 0; !done(); waited += 100) {
    if (waited >= ms) return false;
    await sleep(100);
  }
  return true;
};

/** Where the app under test keeps its data: a PGlite folder, or a database on a PostgreSQL server. */
export interface AppStorage {
  dataDir: string;
  databaseUrl?: string;
  /** More of the app's environment (a role: APP_ROLE; the site's address: PUBLIC_URL). */
  env?: Record<string, string>;
}

/** The built app (`app/dist/main.js`) in a child process, started, killed and started again. */
export interface AppProcess {
  base: string;
  /** Every line the app wrote to stderr, in order, across its lives. */
  readonly logs: string[];
  /** Starts it and waits until `/healthz` answers 200 (within 120 s). */
  start(): Promise<void>;
  /** SIGKILL: no shutdown of any kind. */
  kill(): Promise<void>;
  /** Waits (up to 60 s) until `/readyz` answers 200, then SIGTERM. */
  stopWhenReady(): Promise<void>;
  /** Whether the process last started still runs. */
  alive(): boolean;
  /** The process id of the process last started. */
  pid(): number | undefined;
  /** SIGKILL if it still runs (for `finally`). */
  dispose(): void;
}

/**
 * The app's environment: the caller's, without anything pointing at other servers (CI sets
 * DATABASE_URL: the app would write there while the check reads elsewhere), plus `storage`.
 */
const appEnv = (storage: AppStorage, port: number, logLevel: string): NodeJS.ProcessEnv => {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'KURRENTDB_URL', 'KAFKA_BROKERS', 'MEILI_URL', 'MEILI_MASTER_KEY'])
    delete inherited[name];
  return {
    ...inherited,
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: logLevel,
    ...storage.env,
  };
};

const running = (child: ChildProcess | undefined) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

const exited = (child: ChildProcess) =>
  running(child) ? new Promise<void>((r) => child.once('exit', () => r())) : Promise.resolve();

export const appProcess = async (
  storage: AppStorage,
  log: (line: string) => void = () => undefined,
  logLevel = 'warn',
): Promise<AppProcess> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = appEnv(storage, port, logLevel);
  const logs: string[] = [];
  let child: ChildProcess | undefined;
  const status = (route: string) =>
    fetch(`${base}${route}`).then(
      (r) => r.status,
      () => 0,
    );
  return {
    base,
    logs,
    async start() {
      // As root the embedded PostgreSQL runs as the user postgres, which must reach DATA_DIR: a
      // test's folder from mkdtemp (mode 700) is opened to it, as an operator's own folder would be.
      const parent = path.dirname(storage.dataDir);
      if (process.getuid?.() === 0 && parent.startsWith(os.tmpdir() + path.sep))
        await chmod(parent, 0o755).catch(() => undefined);
      const started = spawn(process.execPath, [...SERVER_NODE_FLAGS, mainJs], {
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = started;
      started.stderr?.on('data', (d: Buffer) => {
        for (const line of d.toString().split('\n').filter(Boolean)) {
          logs.push(line);
          log(`app: ${line.slice(0, 300)}`);
        }
      });
      for (let i = 0; i < 1200; i++) {
        if ((await status('/healthz')) === 200) return;
        if (started.exitCode !== null)
          throw new Error(`the app exited with ${started.exitCode} while starting`);
        await sleep(100);
      }
      throw new Error('the app did not become healthy within 120 s');
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stopWhenReady() {
      for (let i = 0; i < 600 && (await status('/readyz')) !== 200; i++) await sleep(100);
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
    },
    alive: () => running(child),
    pid: () => child?.pid,
    dispose() {
      if (running(child)) child!.kill('SIGKILL');
    },
  };
};
