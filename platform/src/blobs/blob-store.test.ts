import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FileBlobStore } from './blob-store.js';

const files = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

describe('file blob store', () => {
  let dir: string;
  let store: FileBlobStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'academy-blobs-'));
    store = new FileBlobStore(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when bytes are put, then their key is their sha256 and get answers the same bytes', async () => {
    const bytes = Buffer.from('a profile picture, more or less');
    const { key, size } = await store.put(bytes);
    expect(key).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(size).toBe(bytes.length);
    expect(await store.get(key)).toEqual(bytes);
    expect(await store.has(key)).toBe(true);
  });

  it('when the same bytes are put twice, concurrently, then one file holds them and no temporary file is left', async () => {
    const bytes = Buffer.from('twice');
    const [a, b] = await Promise.all([store.put(bytes), store.put(bytes)]);
    expect(a.key).toBe(b.key);
    const names = await files(dir);
    expect(names.filter((n) => n === a.key)).toHaveLength(1);
    expect(names.some((n) => n.endsWith('.tmp'))).toBe(false);
  });

  it('when a blob is deleted, then it is gone; deleting it again is no error', async () => {
    const { key } = await store.put(Buffer.from('short-lived'));
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.has(key)).toBe(false);
    await store.delete(key);
  });

  it('when a blob is still referenced, first or once set aside, then it stays; otherwise it is removed', async () => {
    const { key } = await store.put(Buffer.from('shared picture'));
    expect(await store.deleteUnlessReferenced(key, async () => true)).toBe(false);
    const answers = [false, true]; // a member records the same image while the blob is set aside
    expect(await store.deleteUnlessReferenced(key, async () => answers.shift()!)).toBe(false);
    expect(await store.get(key)).toEqual(Buffer.from('shared picture'));
    expect(await store.deleteUnlessReferenced(key, async () => false)).toBe(true);
    expect(await store.has(key)).toBe(false);
    expect((await files(dir)).some((name) => name.endsWith('.aside'))).toBe(false);
  });

  it('when the same bytes are uploaded while the blob is set aside and it is removed, then the new upload stays', async () => {
    const bytes = Buffer.from('uploaded again meanwhile');
    const { key } = await store.put(bytes);
    let asked = 0;
    const removed = await store.deleteUnlessReferenced(key, async () => {
      if (++asked === 2) await store.put(bytes); // recorded after the question: writes it anew
      return false;
    });
    expect(removed).toBe(true);
    expect(await store.get(key)).toEqual(bytes);
  });

  it('when a key is not a sha256, then nothing outside the folder is reached', async () => {
    expect(await store.get('../../etc/passwd')).toBeUndefined();
    expect(await store.has('..')).toBe(false);
    await expect(store.delete('../x')).resolves.toBeUndefined();
  });
});
