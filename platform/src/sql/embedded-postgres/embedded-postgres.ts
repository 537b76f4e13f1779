import { randomBytes } from 'node:crypto';
import { chown, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { type PostgresBinaries, postgresBinaries, type RunAs, run } from './binaries.js';
import { postmasterRunning, stopLeftoverServer } from './leftover-server.js';
import { serverUser } from './server-user.js';

export const EMBEDDED_USER = 'academy';
export const EMBEDDED_DATABASE_NAME = 'academy';

export interface EmbeddedPostgres {
  /** `postgres://academy:…@127.0.0.1:<port>/academy` */
  url: string;
  port: number;
  pgdata: string;
  /** The postmaster's pid (from `postmaster.pid`). */
  pid: number;
  /** What runs where, for the start-up line. */
  description: string;
  /** Fast shutdown: a clean checkpoint; waits until the server is gone. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  sharedBuffers: string;
  log: (line: string) => void;
  /** The connections it takes (40 unless more processes share it: HTTP workers). */
  maxConnections?: number;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** `initdb` into a folder beside `pgdata`, renamed into place only once complete. */
const initialise = async (bin: PostgresBinaries, pgdata: string, passwordFile: string, runAs: RunAs) => {
  const fresh = `${pgdata}.init`;
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh, { mode: 0o700 });
  const password = randomBytes(24).toString('hex');
  const pwfile = path.join(fresh, '..', 'postgres-initdb.pw');
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) {
    await chown(fresh, runAs.uid, runAs.gid);
    await chown(pwfile, runAs.uid, runAs.gid);
  }
  const args = ['-D', fresh, '-U', EMBEDDED_USER, `--pwfile=${pwfile}`, '--auth=scram-sha-256'];
  const done = await run(bin.initdb, [...args, '--encoding=UTF8', '--locale=C', '--no-instructions'], runAs);
  await rm(pwfile, { force: true });
  if (done.code !== 0) throw new Error(`initdb failed on ${fresh}: ${done.output.trim()}`);
  await writeFile(passwordFile, password, { mode: 0o600 });
  await rename(fresh, pgdata);
};

const serverFlags = (port: number, sharedBuffers: string, maxConnections = 40) =>
  [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    "-c unix_socket_directories=''",
    // Every acknowledged commit on stable storage (these are PostgreSQL's defaults, pinned here).
    '-c fsync=on -c synchronous_commit=on -c full_page_writes=on',
    `-c shared_buffers=${sharedBuffers}`,
    `-c max_connections=${maxConnections}`,
  ].join(' ');

/** Starts the server, on a fresh free port each time (three tries: a port taken meanwhile). */
const startOnFreePort = async (
  bin: PostgresBinaries,
  pgdata: string,
  options: EmbeddedPostgresOptions,
  runAs: RunAs,
) => {
  let last = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const log = path.join(pgdata, 'server.log');
    const args = [
      'start',
      '-D',
      pgdata,
      '-l',
      log,
      '-w',
      '-t',
      '120',
      '-o',
      serverFlags(port, options.sharedBuffers, options.maxConnections),
    ];
    const started = await run(bin.pgCtl, args, runAs);
    if (started.code === 0) return port;
    const tail = (await readFile(log, 'utf8').catch(() => '')).split('\n').slice(-6).join('\n');
    last = `${started.output.trim()}\n${tail}`;
    // A postmaster just killed leaves its children for a moment ("shared memory block is still in use").
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`The embedded PostgreSQL did not start on ${pgdata}: ${last.trim()}`);
};

const ensureDatabase = async (url: string) => {
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      EMBEDDED_DATABASE_NAME,
    ]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE_NAME}`);
  } finally {
    await client.end();
  }
};

/**
 * The embedded default's PostgreSQL server on `DATA_DIR/postgres`: created on first start, stopped
 * by `stop()`; a server left running by a killed app is stopped first. Call it with the data
 * folder's lock held. It listens on 127.0.0.1 only, on a free port, with a password kept in
 * `DATA_DIR/postgres-password`.
 */
export const startEmbeddedPostgres = async (
  dataDir: string,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> => {
  await mkdir(dataDir, { recursive: true });
  const { binaries: bin, ...runAs } = await serverUser(await postgresBinaries(), dataDir, options.log);
  const pgdata = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  if (!(await exists(pgdata))) await initialise(bin, pgdata, passwordFile, runAs);
  else await stopLeftoverServer(bin, pgdata, runAs, options.log);
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const port = await startOnFreePort(bin, pgdata, options, runAs);
  const pid = Number((await readFile(path.join(pgdata, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const url = `postgres://${EMBEDDED_USER}:${password}@127.0.0.1:${port}/${EMBEDDED_DATABASE_NAME}`;
  const stop = async () => {
    if (!(await postmasterRunning(pid, pgdata))) return; // killed meanwhile: the next start recovers
    const stopped = await run(bin.pgCtl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '120'], runAs);
    if (stopped.code !== 0 && (await postmasterRunning(pid, pgdata)))
      throw new Error(`Could not stop the embedded PostgreSQL on ${pgdata}: ${stopped.output.trim()}`);
  };
  try {
    await ensureDatabase(url);
  } catch (error) {
    await stop();
    throw error;
  }
  const user = runAs.uid === undefined ? '' : ` as user ${runAs.name}`;
  return {
    url,
    port,
    pgdata,
    pid,
    description: `PostgreSQL (embedded, pid ${pid}${user}, 127.0.0.1:${port}) in ${pgdata}`,
    stop,
  };
};
