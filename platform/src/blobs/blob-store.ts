import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Content-addressed files: the key is the sha256 (hex) of the bytes. */
export interface BlobStore {
  /** Stores the bytes (once: the same bytes give the same key) and answers their key. */
  put(bytes: Uint8Array): Promise<{ key: string; size: number }>;
  /** The bytes, or undefined when there is no such blob. */
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the blob; removing a missing one is no error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{64}$/;

export const blobKeyOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const notFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Blobs under `dir` (`DATA_DIR/blobs/`, or a shared volume when scaled out) as `ab/cd/abcd…`.
 * A write goes to a temporary file, is flushed to disk, then renamed into place: a reader never
 * sees half a file, and a crash leaves at most a stray temporary file.
 */
export class FileBlobStore implements BlobStore {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('A blob key is a sha256 in hex');
    return path.join(this.dir, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(bytes: Uint8Array): Promise<{ key: string; size: number }> {
    const key = blobKeyOf(bytes);
    const target = this.pathOf(key);
    if (await this.has(key)) return { key, size: bytes.byteLength };
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    const file = await open(temporary, 'wx');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { key, size: bytes.byteLength };
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!KEY.test(key)) return undefined;
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    if (!KEY.test(key)) return false;
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!KEY.test(key)) return;
    await rm(this.pathOf(key), { force: true });
  }
}

/** The embedded default: `DATA_DIR/blobs/`. */
export const openBlobStore = (dataDir: string): BlobStore => new FileBlobStore(path.join(dataDir, 'blobs'));
