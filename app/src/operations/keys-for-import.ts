import { createReadStream } from 'node:fs';
import readline from 'node:readline';
import { isSealedPart, personalPartsOf } from '@academy/domain';
import { type KeyStore } from '@academy/platform';

/**
 * The subjects whose sealed parts an export holds and for which `keys` has no key at all (neither a
 * live key nor an erasure's tombstone): imported without their keys, they read as "Erased member".
 */
export const subjectsWithoutKeys = async (keys: KeyStore, file: string): Promise<string[]> => {
  const subjects = new Set<string>();
  const lines = readline.createInterface({
    input: createReadStream(file, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const e = JSON.parse(line) as { type?: unknown; streamId?: unknown; data?: unknown };
    if (typeof e.type !== 'string' || typeof e.streamId !== 'string') continue;
    const { parts } = personalPartsOf({ type: e.type, streamId: e.streamId, data: e.data });
    for (const part of parts) if (isSealedPart(part.value)) subjects.add(part.value.s);
  }
  const all = [...subjects];
  const found = new Map<string, Buffer | null>();
  for (let i = 0; i < all.length; i += 1000)
    for (const [subject, key] of await keys.keysOf(all.slice(i, i + 1000))) found.set(subject, key);
  return all.filter((subject) => !found.has(subject));
};
