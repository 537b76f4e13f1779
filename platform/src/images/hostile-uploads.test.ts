import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DomainError } from '@academy/domain';
import { openBlobStore, type BlobStore } from '../blobs/blob-store.js';
import { IMAGE_MAX_BYTES } from './image-intake.js';
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

/** Every file the blob store holds. */
const stored = async (): Promise<string[]> => {
  const files = await readdir(path.join(dir, 'blobs'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return files.filter((f) => f.isFile()).map((f) => f.name);
};

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

const refusedAndNothingStored = async (bytes: Uint8Array) => {
  const error = await storeProfileImage(blobs, bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('validation-failed');
  expect((error as DomainError).fields?.[0]?.path).toBe('image');
  expect(await stored()).toEqual([]);
};

describe('hostile uploads (profile images)', () => {
  it('when a polyglot (an image header, then HTML and script) is uploaded, then it is refused and nothing is stored', async () => {
    const header = (await png(8)).subarray(0, 33); // signature and IHDR only
    await refusedAndNothingStored(
      Buffer.concat([header, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
    );
    await refusedAndNothingStored(Buffer.from('GIF89a/*<svg onload=alert(1)>*/=1;alert(1)//'));
    await refusedAndNothingStored(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
  });

  it('when a valid image carries a payload after its end, then only the re-encoded WebP is stored, without the payload', async () => {
    const payload = '<script>alert(1)</script>';
    const image = await storeProfileImage(blobs, Buffer.concat([await png(16), Buffer.from(payload)]));
    expect(image.contentType).toBe('image/webp');
    expect(await stored()).toHaveLength(1);
    const bytes = (await blobs.get(image.key))!;
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.includes(Buffer.from(payload))).toBe(false);
  });

  it('when a valid header has a truncated body, a 0-byte file, a decompression bomb or a file just over 5 MB is uploaded, then each is refused and nothing is stored', async () => {
    const whole = await png(64);
    await refusedAndNothingStored(whole.subarray(0, Math.floor(whole.length / 2)));
    await refusedAndNothingStored(new Uint8Array());
    const bomb = Buffer.from(whole);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
    await refusedAndNothingStored(bomb);
    await refusedAndNothingStored(Buffer.concat([whole, Buffer.alloc(IMAGE_MAX_BYTES + 1 - whole.length)]));
  });

  it('when a text file or a PDF is sent as an image (a wrong extension), then it is refused by its bytes and nothing is stored', async () => {
    await refusedAndNothingStored(Buffer.from('just some text, named avatar.png'));
    await refusedAndNothingStored(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'));
  });
});
