import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type SealedPart } from '@academy/domain';

const ALGORITHM = 'aes-256-gcm';
const TAG_BYTES = 16;

/** Seals a JSON value under `key` (AES-256-GCM, a fresh 96-bit nonce, the tag after the ciphertext). */
export const seal = (subject: string, key: Buffer, value: unknown): SealedPart => {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(subject));
  const ct = Buffer.concat([
    cipher.update(JSON.stringify(value), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return { $sealed: 1, s: subject, iv: iv.toString('base64'), ct: ct.toString('base64') };
};

/** The value sealed in `part`; throws when the key or the ciphertext does not match. */
export const open = (part: SealedPart, key: Buffer): unknown => {
  const bytes = Buffer.from(part.ct, 'base64');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(part.iv, 'base64'));
  decipher.setAAD(Buffer.from(part.s));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  const plain = Buffer.concat([
    decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as unknown;
};
