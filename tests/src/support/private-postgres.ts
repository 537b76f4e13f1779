import { execFile } from 'node:child_process';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

const run = promisify(execFile);
/** Debian's postgresql-15 package puts initdb and pg_ctl here. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL server of a test's own, to stop and start without disturbing anyone else's. */
export interface PrivatePostgres {
  /** The `postgres` database as the `postgres` user (trust, 127.0.0.1 only). */
  url: string;
  /** `pg_ctl stop -m immediate`: the server dies the way a crash kills it (no checkpoint). */
  crash(): Promise<void>;
  /** `pg_ctl start`, waiting until it accepts connections (crash recovery first, after a crash). */
  start(): Promise<void>;
  /** Whether the server runs (`pg_ctl status`): a PANIC may have ended it. */
  running(): Promise<boolean>;
  /** The server's own log (its PANICs and errors). */
  log(): Promise<string>;
  /** Stops it (if it runs) and deletes its folder. */
  dispose(): Promise<void>;
}

/** The PostgreSQL 15 binaries this machine has, as `postgres` when run by root (initdb refuses root). */
const asServerUser = (binary: string, args: string[]) =>
  process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, binary), ...args])
    : run(path.join(POSTGRES_BIN, binary), args);

/**
 * initdb into a temporary folder (under `parent`, such as a small disk of its own), then start it
 * on a free port of 127.0.0.1 (its socket in the folder).
 */
export const startPrivatePostgres = async (parent = os.tmpdir()): Promise<PrivatePostgres> => {
  const dir = await mkdtemp(path.join(parent, 'academy-private-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  const ctl = (args: string[]) => asServerUser('pg_ctl', ['-D', data, ...args]);
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async crash() {
      await ctl(['stop', '-m', 'immediate', '-w']);
    },
    async start() {
      await ctl([
        'start',
        '-w',
        '-t',
        '120',
        '-l',
        logFile,
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
      ]);
    },
    running: () =>
      ctl(['status']).then(
        () => true,
        () => false,
      ),
    log: () => readFile(logFile, 'utf8').catch(() => ''),
    async dispose() {
      await ctl(['stop', '-m', 'immediate', '-w']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await asServerUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    await server.start();
    return server;
  } catch (error) {
    await server.dispose();
    throw error;
  }
};
