import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Syncs a folder, so that a file made, renamed or removed in it survives a crash. */
export const syncFolder = async (dir: string): Promise<void> => {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** The name a file has while `writeFileDurably` writes it: hidden, ending in `.part`. */
export const partName = (file: string): string =>
  path.join(path.dirname(file), `.${path.basename(file)}.part`);

/**
 * Writes `content` to `file` so that a reader sees all of it or nothing, and a crash leaves it whole
 * or absent: into `partName(file)` first, synced, renamed into place, and the folder synced.
 */
export const writeFileDurably = async (
  file: string,
  content: string | Uint8Array,
  mode = 0o600,
): Promise<void> => {
  const part = partName(file);
  try {
    const handle = await open(part, 'wx', mode);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(part, file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  await syncFolder(path.dirname(file));
};
