import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A staging folder untouched this long belongs to a process that is gone (another host's). */
const IDLE_MS = 24 * 60 * 60 * 1000;

/** This process's staging folder name: `{host}-{pid}` (a container restarted keeps both). */
export const ownStagingName = (): string => `${os.hostname()}-${process.pid}`;

/** Whether `name` is a staging folder of a process of this host that has ended. */
const endedHere = (name: string): boolean => {
  const at = name.lastIndexOf('-');
  if (at < 0 || name.slice(0, at) !== os.hostname()) return false;
  const pid = Number(name.slice(at + 1));
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as { code?: unknown }).code === 'ESRCH';
  }
};

const idleSince = async (dir: string): Promise<number> => {
  let latest = (await stat(dir)).mtimeMs;
  for (const name of await readdir(dir)) {
    const file = await stat(path.join(dir, name)).catch(() => undefined);
    if (file) latest = Math.max(latest, file.mtimeMs);
  }
  return latest;
};

/**
 * Removes what earlier runs left in `root` (uploads staged when their process stopped): what is in
 * this process's own folder (a restart with the same host and pid), the folders of this host's ended
 * processes, and any folder untouched for a day (a host that is gone). Uploads still being
 * written by live processes sharing the volume are left alone.
 */
export const sweepStaging = async (root: string, now = Date.now()): Promise<void> => {
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    const dir = path.join(root, name);
    if (name === ownStagingName()) {
      // Emptied, not removed: this process stages its uploads there.
      for (const file of await readdir(dir).catch(() => [] as string[]))
        await rm(path.join(dir, file), { recursive: true, force: true });
    } else if (endedHere(name) || now - (await idleSince(dir).catch(() => now)) > IDLE_MS) {
      await rm(dir, { recursive: true, force: true });
    }
  }
};
