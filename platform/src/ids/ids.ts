import { createHash, randomUUID } from 'node:crypto';

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

export const sha256Hex = (text: string | Uint8Array): string =>
  createHash('sha256').update(text).digest('hex');
