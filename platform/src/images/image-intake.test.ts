import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DomainError } from '@academy/domain';
import { processProfileImage, sniffImageType } from './image-intake.js';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

const refusal = async (bytes: Uint8Array): Promise<{ path: string; message: string }> => {
  try {
    await processProfileImage(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const e = error as DomainError;
    expect(e.code).toBe('validation-failed');
    return e.fields![0]!;
  }
  throw new Error('accepted');
};

/** A PNG whose header claims other dimensions, with a correct checksum (as a crafted bomb has). */
const withDimensions = (png: Buffer, width: number, height: number): Buffer => {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
};

describe('profile image intake', () => {
  it('when a JPEG with metadata is uploaded, then it becomes a WebP at most 512 px long, without metadata', async () => {
    const jpeg = await picture(1024, 768)
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = await processProfileImage(jpeg);
    expect(image).toMatchObject({ contentType: 'image/webp', width: 512, height: 384 });
    const meta = await sharp(image.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();
    expect(image.bytes.toString('latin1')).not.toContain('Camera owner');
    expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when a small PNG or a WebP is uploaded, then it keeps its size and becomes a WebP', async () => {
    const png = await processProfileImage(await picture(100, 50).png().toBuffer());
    expect(png).toMatchObject({ width: 100, height: 50 });
    const webp = await processProfileImage(await picture(600, 900).webp().toBuffer());
    expect(webp).toMatchObject({ width: 341, height: 512 });
  });

  it('when a text file is renamed to .png, then it is refused by its bytes', async () => {
    const field = await refusal(Buffer.from('just some notes, saved as avatar.png\n'));
    expect(field).toEqual({ path: 'image', message: 'The image must be a JPEG, PNG or WebP file' });
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeUndefined();
  });

  it('when a PNG has a bad header, then it is refused as damaged', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const broken = Buffer.from(png);
    broken.write('XXXX', 12, 'latin1'); // the IHDR chunk's type
    expect((await refusal(broken)).message).toMatch(/could not be read/);
  });

  it('when an image is truncated, then it is refused as damaged', async () => {
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const noisy = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    for (const whole of [jpeg, noisy]) {
      expect((await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).message).toMatch(
        /could not be read/,
      );
    }
  });

  it('when an image is over 5 MB, then it is refused before decoding', async () => {
    const big = await sharp(randomBytes(1500 * 1500 * 3), { raw: { width: 1500, height: 1500, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1000 * 1000);
    expect(await refusal(big)).toEqual({ path: 'image', message: 'The image is larger than 5 MB' });
  });

  it('when a small file declares a huge picture (a decompression bomb), then it is refused', async () => {
    const bomb = withDimensions(await picture(64, 64).png().toBuffer(), 30_000, 30_000);
    expect(bomb.length).toBeLessThan(10_000);
    expect((await refusal(bomb)).path).toBe('image');
  });

  it('when the upload is empty, then it is refused', async () => {
    expect((await refusal(new Uint8Array())).message).toBe('The image is empty');
  });
});
