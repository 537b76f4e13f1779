import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A member key wrapped under a KEK: AES-256-GCM with a fresh 96-bit nonce and the subject as
 * additional data (a wrapped key moved to another row does not open), stored as iv | ct | tag.
 */
export const wrapKey = (subject: string, kek: Buffer, key: Buffer): Buffer => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, kek, iv);
  cipher.setAAD(Buffer.from(subject));
  return Buffer.concat([iv, cipher.update(key), cipher.final(), cipher.getAuthTag()]);
};

/** The member key in `wrapped`; throws when `kek` does not open it. */
export const unwrapKey = (subject: string, kek: Buffer, wrapped: Uint8Array): Buffer => {
  const bytes = Buffer.from(wrapped);
  const decipher = createDecipheriv(ALGORITHM, kek, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subject));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]);
};
