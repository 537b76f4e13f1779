import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { blobKeyOf, FileBlobStore } from './blob-store.js';

describe('file blob store: staged uploads', () => {
  let dir: string;
  let store: FileBlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'academy-staging-'));
    store = new FileBlobStore(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when a staged file is adopted, then it becomes the blob of its key and the staged file is gone', async () => {
    const staged = await store.stagingPath();
    await writeFile(staged, 'a staged PDF');
    const key = blobKeyOf(Buffer.from('a staged PDF'));
    expect(await store.adopt(staged, key)).toBe(true);
    expect((await store.get(key))?.toString()).toBe('a staged PDF');
    expect(await readdir(path.dirname(staged))).toEqual([]);
  });

  it('when the blob is there already (the same bytes again), then adopting keeps it and leaves the staged copy to its caller', async () => {
    const key = (await store.put(Buffer.from('the same bytes'))).key;
    const staged = await store.stagingPath();
    await writeFile(staged, 'the same bytes');
    expect(await store.adopt(staged, key)).toBe(false);
    expect((await store.get(key))?.toString()).toBe('the same bytes');
    expect(await readdir(path.dirname(staged))).toEqual([path.basename(staged)]);
  });

  it('when the process starts, then what its earlier run and ended processes of this host staged is swept, and a live process’s uploads stay', async () => {
    const root = path.join(dir, '.staging');
    const own = path.dirname(await store.stagingPath());
    await writeFile(path.join(own, 'left.upload'), 'left by the last run');
    const ended = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    const endedDir = path.join(root, `${os.hostname()}-${ended}`);
    const liveDir = path.join(root, `${os.hostname()}-${process.ppid}`);
    const goneHost = path.join(root, 'a-host-long-gone-1');
    for (const folder of [endedDir, liveDir, goneHost]) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'x.upload'), 'staged');
    }
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(path.join(goneHost, 'x.upload'), twoDaysAgo, twoDaysAgo);
    await utimes(goneHost, twoDaysAgo, twoDaysAgo);
    await store.sweepStaging();
    expect((await readdir(root)).sort()).toEqual([path.basename(liveDir), path.basename(own)].sort());
    expect(await readdir(own)).toEqual([]);
  });
});
