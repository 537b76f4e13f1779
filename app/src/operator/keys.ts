import { START, type KeyRecord } from '@academy/platform';
import { type ReplayProgress, type ReplayResult } from '@academy/projections';
import { type AcademyCore } from '../academy.js';
import { replayTarget } from './replay-all.js';

/** A backup's key left out, and why: the member reads as the store here says, not as the backup does. */
export interface SkippedKey {
  subject: string;
  why: 'erased here (a tombstone)' | 'a different key is already here';
}

export interface KeysRestored {
  /** Keys in the backup, keys added here, erasures the backup brought, and erasures the log brought back. */
  inBackup: number;
  added: number;
  erasedByBackup: number;
  erasedAgain: number;
  skipped: SkippedKey[];
  /** The read models rebuilt because keys were added under events already here (empty when none). */
  replayed: ReplayResult[];
}

/** `npm run keys -- backup`: every key and tombstone of the key store. */
export const backupKeys = async (core: AcademyCore): Promise<KeyRecord[]> => core.store.keys.exportAll();

/** Each record sorted by what restoring it does here (before it is restored). */
const classify = async (core: AcademyCore, records: readonly KeyRecord[]) => {
  const here = await core.store.keys.keysOf(records.map((r) => r.subject));
  const skipped: SkippedKey[] = [];
  let added = 0;
  const erasedByBackup: KeyRecord[] = [];
  for (const r of records) {
    const current = here.get(r.subject);
    if (current === undefined) added += r.key === null ? 0 : 1;
    else if (current === null) {
      if (r.key !== null) skipped.push({ subject: r.subject, why: 'erased here (a tombstone)' });
    } else if (r.key === null) erasedByBackup.push(r);
    else if (!Buffer.from(r.key, 'base64').equals(current))
      skipped.push({ subject: r.subject, why: 'a different key is already here' });
  }
  return { skipped, added, erasedByBackup };
};

/** The subjects of every MemberErased in the log: their keys are destroyed again (an erasure is never undone). */
const eraseAgain = async (core: AcademyCore): Promise<number> => {
  let erased = 0;
  for (let after = START; ;) {
    const { events, checkpoint } = await core.store.raw.readAll(after, 1000);
    if (events.length === 0) return erased;
    for (const e of events)
      if (e.type === 'MemberErased') {
        const userID = (e.data as { userID: string }).userID;
        if (await core.store.keys.destroy(userID, new Date())) erased++;
      }
    after = checkpoint;
  }
};

/**
 * `npm run keys -- restore`: adds the backup's keys absent here (an erasure in either stays),
 * destroys again the key of every member the log says was erased, names every key it left out,
 * and rebuilds every read model when keys were added under events already in the store (they
 * were read as "Erased member" until now).
 */
export const restoreKeys = async (
  core: AcademyCore,
  records: readonly KeyRecord[],
  onProgress: (p: ReplayProgress) => void,
  signal?: AbortSignal,
): Promise<KeysRestored> => {
  const { skipped, added, erasedByBackup } = await classify(core, records);
  await core.store.keys.importAll(records);
  // Through the store's own destroy, so a running app's appends forget those keys at once.
  for (const r of erasedByBackup)
    await core.store.keys.destroy(r.subject, new Date(r.destroyedAt ?? Date.now()));
  const erasedAgain = await eraseAgain(core);
  const changed = added + erasedByBackup.length > 0 && (await core.store.countAfter(START)) > 0;
  const replayed = changed ? await replayTarget(core, 'all', onProgress, signal) : [];
  return {
    inBackup: records.length,
    added,
    erasedByBackup: erasedByBackup.length,
    erasedAgain,
    skipped,
    replayed,
  };
};

/** A backup's records as the operator socket receives them: checked here, since they come from another process. */
export const keyRecordsOf = (value: unknown): KeyRecord[] => {
  const ok = (r: unknown): r is KeyRecord => {
    const k = r as Partial<KeyRecord> | null;
    return (
      typeof k?.subject === 'string' &&
      (k.key === null || typeof k.key === 'string') &&
      typeof k.createdAt === 'string' &&
      (k.destroyedAt === null || typeof k.destroyedAt === 'string')
    );
  };
  if (!Array.isArray(value) || !value.every(ok))
    throw new Error('keys: expected the records of a key backup');
  return value;
};
