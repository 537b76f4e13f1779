/**
 * The key store (crypto-shredding): one 256-bit key per subject (a member's user id, or
 * `publication-{pubNum}` for the names of a publication's non-member authors), apart from the
 * events. Destroying a key leaves a tombstone, so no key is ever made again for that subject.
 * Adapters: PostgreSQL/PGlite (`SqlKeyStore`); a KMS adapter would wrap keys behind the same port.
 */
export interface KeyStore {
  /** The keys of `subjects` in one read: a Buffer per live key, null per destroyed one, absent when none was made. */
  keysOf(subjects: readonly string[]): Promise<Map<string, Buffer | null>>;
  /** The live keys of `subjects`, making the missing ones (null for a destroyed one), in one round trip. */
  ensureKeys(subjects: readonly string[]): Promise<Map<string, Buffer | null>>;
  /** Destroys the subject's key for ever (true when a live key was destroyed). */
  destroy(subject: string, at: Date): Promise<boolean>;
  /** How many keys were ever destroyed: a cache of opened events is stale once it grows. */
  erasures(): Promise<number>;
  /** Every row, for the backup command. */
  exportAll(): Promise<KeyRecord[]>;
  /** Restores a backup: rows absent are added; a tombstone in either wins (an erasure is never undone). */
  importAll(records: readonly KeyRecord[]): Promise<number>;
}

export interface KeyRecord {
  subject: string;
  /** base64, or null once destroyed. */
  key: string | null;
  createdAt: string;
  destroyedAt: string | null;
}
