import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether this process may mount a tmpfs (root, and a kernel and container that allow it): tried once. */
export const canMountTmpfs = (): boolean => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-tmpfs-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** A small disk of its own at `dir` (a tmpfs of `size`, such as `64m`). */
export interface SmallDisk {
  /** Writes a file of zeros until the disk says ENOSPC. */
  fill(): Promise<void>;
  /** Deletes that file. */
  free(): Promise<void>;
  /** Unmounts it (after the processes using it have ended). */
  unmount(): Promise<void>;
}

export const mountSmallDisk = async (dir: string, size: string): Promise<SmallDisk> => {
  await run('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  const filler = path.join(dir, 'filler');
  return {
    async fill() {
      const file = await open(filler, 'w');
      const chunk = Buffer.alloc(64 * 1024);
      try {
        for (;;) await file.write(chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        await file.close();
      }
    },
    free: () => rm(filler, { force: true }),
    async unmount() {
      await run('umount', [dir]);
    },
  };
};
