import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DomainError } from '@academy/domain';
import { openBlobStore, type BlobStore } from '../blobs/blob-store.js';
import { HOSTILE_IMAGES, png } from '../testing/hostile-files.js';
import { storedBlobs } from '../testing/stored-blobs.js';
import { storeProfileImage } from './profile-image.js';

let dir: string;
let blobs: BlobStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'academy-uploads-'));
  blobs = openBlobStore(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const refusedAndNothingStored = async (bytes: Uint8Array) => {
  const error = await storeProfileImage(blobs, bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('validation-failed');
  expect((error as DomainError).fields?.[0]?.path).toBe('image');
  expect(await storedBlobs(dir)).toEqual([]);
};

describe('hostile uploads (profile images)', () => {
  it.each(HOSTILE_IMAGES)(
    'when $kind is uploaded, then it is refused naming image and nothing is stored',
    async ({ bytes }) => {
      await refusedAndNothingStored(await bytes());
    },
  );

  it('when a valid image carries a payload after its end, then only the re-encoded WebP is stored, without the payload', async () => {
    const payload = '<script>alert(1)</script>';
    const image = await storeProfileImage(blobs, Buffer.concat([await png(16), Buffer.from(payload)]));
    expect(image.contentType).toBe('image/webp');
    expect(await storedBlobs(dir)).toHaveLength(1);
    const bytes = (await blobs.get(image.key))!;
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.includes(Buffer.from(payload))).toBe(false);
  });
});
