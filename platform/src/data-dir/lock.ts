import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another Academy process (pid ${pid}) is using ${dataDir}; stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockInfo {
  pid: number;
  socket: string;
}

export interface DataDirLock {
  readonly info: LockInfo;
  release(): Promise<void>;
}

/** Whether a process with this pid exists (one of another user's counts: EPERM). */
export const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const lockPath = (dataDir: string): string => path.join(dataDir, 'app.lock');
export const operatorSocketPath = (dataDir: string): string => path.join(dataDir, 'operator.sock');

/** The lock's holder, if a live process holds it. */
export const readLock = async (dataDir: string): Promise<LockInfo | undefined> => {
  try {
    const info = JSON.parse(await readFile(lockPath(dataDir), 'utf8')) as LockInfo;
    return typeof info.pid === 'number' && processAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One process per data folder: `app.lock` is created exclusively and holds the pid and the
 * operator socket; a lock whose pid is dead is taken over.
 */
export const acquireDataDirLock = async (dataDir: string): Promise<DataDirLock> => {
  await mkdir(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const info: LockInfo = { pid: process.pid, socket: operatorSocketPath(dataDir) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(JSON.stringify(info));
      await handle.close();
      return {
        info,
        async release() {
          const holder = await readLock(dataDir);
          if (holder?.pid === process.pid) await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readLock(dataDir);
      if (holder && holder.pid !== process.pid) throw new DataDirLockedError(holder.pid, dataDir);
      await rm(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take ${file}`);
};
