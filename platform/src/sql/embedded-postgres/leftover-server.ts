import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { processAlive as alive } from '../../data-dir/lock.js';
import { type PostgresBinaries, type RunAs, run } from './binaries.js';

/** Whether `pid` is a postmaster on `pgdata` (Linux: its command line, empty once dead; elsewhere assumed). */
const isPostmasterOf = async (pid: number, pgdata: string): Promise<boolean> => {
  if (process.platform !== 'linux') return true;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const args = cmdline.split('\0');
  return args.some((arg) => arg.endsWith('/postgres') || arg === 'postgres') && args.includes(pgdata);
};

/** Whether the postmaster `pid` still runs on `pgdata` (it may have been killed). */
export const postmasterRunning = async (pid: number, pgdata: string): Promise<boolean> =>
  alive(pid) && (await isPostmasterOf(pid, pgdata));

/**
 * Called with the data folder's lock held, so no live app uses this server. A postmaster left
 * running by an app that was killed is stopped (fast shutdown: a clean checkpoint); a
 * `postmaster.pid` whose pid now belongs to another process is removed. A dead pid's file is
 * left to PostgreSQL, which replaces it.
 */
export const stopLeftoverServer = async (
  binaries: PostgresBinaries,
  pgdata: string,
  runAs: RunAs,
  log: (line: string) => void,
): Promise<void> => {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch(() => undefined);
  const pid = Number(text?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  if (!(await isPostmasterOf(pid, pgdata))) {
    log(`removing ${pidFile}: its pid ${pid} is no PostgreSQL server on this folder any more`);
    await rm(pidFile, { force: true });
    return;
  }
  log(`stopping the PostgreSQL server (pid ${pid}) left running on ${pgdata} by an app that ended`);
  const stopped = await run(binaries.pgCtl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], runAs);
  if (stopped.code !== 0)
    throw new Error(`Could not stop the PostgreSQL server left on ${pgdata}: ${stopped.output.trim()}`);
};
