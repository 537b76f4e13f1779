/**
 * The key store (crypto-shredding): one 256-bit key per subject (a member's user id, or
 * `publication-{pubNum}` for the names of a publication's non-member authors), apart from the
 * events. Destroying a key leaves a tombstone, so no key is ever made again for that subject.
 * Adapters: PostgreSQL/PGlite (`SqlKeyStore`, keys wrapped under a key-encryption key in a file).
 */
export interface KeyStore {
  /** The keys of `subjects` in one read: a Buffer per live key, null per destroyed one, absent when none was made. */
  keysOf(subjects: readonly string[]): Promise<Map<string, Buffer | null>>;
  /** The live keys of `subjects`, making the missing ones (null for a destroyed one), in one round trip. */
  ensureKeys(subjects: readonly string[]): Promise<Map<string, Buffer | null>>;
  /**
   * Destroys the subject's key for ever (true when a live key was destroyed): on `SqlKeyStore` the
   * key-encryption key is rotated, so the old wrapped key left in dead rows, WAL or backups opens nothing.
   */
  destroy(subject: string, at: Date): Promise<boolean>;
  /** Marks an erasure of `subject` under way, before its `MemberErased` is recorded. */
  beginErasure(subject: string, at: Date): Promise<void>;
  /** The erasure of `subject` is over (recorded and its key destroyed, or undone). */
  endErasure(subject: string): Promise<void>;
  /** Subjects whose erasure began and did not end (a crash): restart finishes or undoes each. */
  erasuresUnderWay(): Promise<string[]>;
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
