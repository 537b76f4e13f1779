import { createHash, randomUUID } from 'node:crypto';
import { DomainError, isWellFormedUnicode } from '@academy/domain';

/** Name-based UUID (version 5): the same name always gives the same id. */
export const uuidV5 = (name: string, namespace = '6f1c2f7e-5f0b-4b8e-9d55-3d3e0e6a1c42'): string => {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export interface IdSource {
  /** A fresh random id. */
  random(): string;
}

export const randomIds: IdSource = { random: () => randomUUID() };

/**
 * The sha256 of text (as UTF-8) or bytes. Text with a lone surrogate is refused (400): its UTF-8
 * would hold U+FFFD instead, and two different keys (emails, names) would hash alike.
 */
export const sha256Hex = (text: string | Uint8Array): string => {
  if (typeof text === 'string' && !isWellFormedUnicode(text)) {
    const message = 'must be well-formed Unicode (no lone surrogate)';
    throw new DomainError('validation-failed', `A key ${message}`, [{ path: '(key)', message }]);
  }
  return createHash('sha256').update(text).digest('hex');
};
