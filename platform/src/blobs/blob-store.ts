import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ownStagingName, sweepStaging } from './blob-staging.js';

/** Content-addressed files: the key is the sha256 (hex) of the bytes. */
export interface BlobStore {
  /** Stores the bytes (once: the same bytes give the same key) and answers their key. */
  put(bytes: Uint8Array): Promise<{ key: string; size: number }>;
  /** The bytes, or undefined when there is no such blob. */
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the blob; removing a missing one is no error. */
  delete(key: string): Promise<void>;
  /**
   * Removes the blob unless `referenced()` answers true, asked first, then again once the blob is
   * set aside (a cheap second question: what was recorded since the first): an upload of the same
   * bytes recorded before the second question is seen and the blob put back, one recorded after
   * it finds no blob and writes it anew. Answers whether the blob was removed.
   */
  deleteUnlessReferenced(key: string, referenced: () => Promise<boolean>): Promise<boolean>;
  /**
   * A new path for an upload to be written to, in a staging folder beside the blobs (the same
   * filesystem, so `adopt` is a rename). Never served; removed by `sweepStaging` if left behind.
   */
  stagingPath(): Promise<string>;
  /**
   * Moves a staged file in as the blob `key` (the sha256 its writer computed over its bytes),
   * flushed to disk first, and answers true. When the blob is there already, answers false and
   * leaves the staged file to its caller (`withUploads` removes it once the route is done).
   */
  adopt(file: string, key: string): Promise<boolean>;
  /** Removes staged files that earlier runs left behind (called at start). */
  sweepStaging(): Promise<void>;
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
  private readonly staging: string;

  constructor(private readonly dir: string) {
    this.staging = path.join(dir, '.staging');
  }

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

  async deleteUnlessReferenced(key: string, referenced: () => Promise<boolean>): Promise<boolean> {
    if (!KEY.test(key) || (await referenced())) return false;
    const target = this.pathOf(key);
    const aside = path.join(path.dirname(target), `.${key}.${randomBytes(6).toString('hex')}.aside`);
    try {
      await rename(target, aside);
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
    let keep = true;
    try {
      keep = await referenced();
    } finally {
      // Kept (or the question failed): back in place, unless an upload wrote the same bytes meanwhile.
      if (keep && !(await this.has(key))) await rename(aside, target);
      await rm(aside, { force: true });
    }
    return !keep;
  }

  async stagingPath(): Promise<string> {
    const own = path.join(this.staging, ownStagingName());
    await mkdir(own, { recursive: true });
    return path.join(own, `${randomBytes(12).toString('hex')}.upload`);
  }

  async adopt(file: string, key: string): Promise<boolean> {
    const target = this.pathOf(key);
    if (await this.has(key)) return false;
    const handle = await open(file, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
    return true;
  }

  sweepStaging(): Promise<void> {
    return sweepStaging(this.staging);
  }
}

/** The embedded default: `DATA_DIR/blobs/`. */
export const openBlobStore = (dataDir: string): BlobStore => new FileBlobStore(path.join(dataDir, 'blobs'));
