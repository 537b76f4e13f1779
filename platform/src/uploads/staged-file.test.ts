import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { EDGE_BYTES, FileTooLarge, stageFile } from './staged-file.js';

/** `count` chunks of 64 KB, each filled with its own number. */
const chunks = (count: number) =>
  Readable.from(Array.from({ length: count }, (_, i) => Buffer.alloc(64 * 1024, i % 251)));

describe('staging a file as it arrives', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'academy-stage-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when a file streams in, then it is written whole, with its size, sha256, first and last kilobyte', async () => {
    const file = path.join(dir, 'a.upload');
    const staged = await stageFile(chunks(20), file, 25 * 1024 * 1024);
    const bytes = await readFile(file);
    expect(staged).toEqual({
      path: file,
      size: 20 * 64 * 1024,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      head: bytes.subarray(0, EDGE_BYTES),
      tail: bytes.subarray(bytes.length - EDGE_BYTES),
      type: undefined,
    });
  });

  it('when a PDF or a PNG streams in, then its type is sniffed from its first bytes', async () => {
    const pdf = Readable.from([Buffer.from('%PDF-1.7\n%%EOF\n')]);
    expect((await stageFile(pdf, path.join(dir, 'c.upload'), 1024)).type).toBe('pdf');
    const png = Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]);
    expect((await stageFile(png, path.join(dir, 'd.upload'), 1024)).type).toBe('png');
  });

  it('when a file goes over its limit, then it is told at once, the file is removed and FileTooLarge thrown', async () => {
    let told = 0;
    const error = await stageFile(chunks(20), path.join(dir, 'b.upload'), 64 * 1024 * 3, () => told++).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FileTooLarge);
    expect(told).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });
});
