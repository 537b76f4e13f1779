import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { syncFolder } from '../data-dir/durable-files.js';

/** A key-encryption key (KEK): 32 bytes kept outside the database, named by its id. */
export interface Kek {
  id: string;
  key: Buffer;
}

/**
 * Where the key-encryption keys live, apart from the database that holds the wrapped member keys.
 * Only the key store calls it, under its lock (`personal_keys_kek`'s row), so no process removes a
 * KEK another is about to make current.
 */
export interface KekVault {
  /** Where the KEKs are, for messages. */
  readonly where: string;
  /** A new KEK, on stable storage before it is answered. */
  create(): Promise<Kek>;
  /** The KEK `id`, or undefined when it is not (or no longer) here. */
  read(id: string): Promise<Buffer | undefined>;
  /** The ids of the KEKs here. */
  list(): Promise<string[]>;
  /** Overwrites and removes the KEKs `ids` (absent ones are skipped). */
  remove(ids: readonly string[]): Promise<void>;
}

const PREFIX = 'kek-';
const ID = /^[0-9a-f]{32}$/;
const newId = (): string => randomBytes(16).toString('hex');

/** KEKs as files `kek-<id>` (mode 0600) in a folder (mode 0700); each write synced with its folder. */
export const folderKekVault = (dir: string): KekVault => ({
  where: dir,
  async create() {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const kek = { id: newId(), key: randomBytes(32) };
    const handle = await open(path.join(dir, PREFIX + kek.id), 'wx', 0o600);
    try {
      await handle.writeFile(kek.key);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await syncFolder(dir);
    return kek;
  },
  async read(id) {
    if (!ID.test(id)) return undefined;
    const key = await readFile(path.join(dir, PREFIX + id)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return key?.length === 32 ? key : undefined;
  },
  async list() {
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return names.filter((n) => n.startsWith(PREFIX)).map((n) => n.slice(PREFIX.length));
  },
  async remove(ids) {
    for (const id of ids) {
      const file = path.join(dir, PREFIX + id);
      // Overwritten and synced before the unlink: the bytes do not linger in the freed blocks.
      const handle = await open(file, 'r+').catch(() => undefined);
      if (!handle) continue;
      try {
        await handle.write(randomBytes(32), 0, 32, 0);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rm(file, { force: true });
    }
    if (ids.length > 0) await syncFolder(dir);
  },
});

/** KEKs in memory only: for a database in memory (tests), whose keys die with the process anyway. */
export const memoryKekVault = (): KekVault => {
  const keks = new Map<string, Buffer>();
  return {
    where: 'memory',
    async create() {
      const kek = { id: newId(), key: randomBytes(32) };
      keks.set(kek.id, kek.key);
      return kek;
    },
    async read(id) {
      return keks.get(id);
    },
    async list() {
      return [...keks.keys()];
    },
    async remove(ids) {
      for (const id of ids) keks.get(id)?.fill(0);
      for (const id of ids) keks.delete(id);
    },
  };
};
