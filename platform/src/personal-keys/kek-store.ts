import { type SqlClient, type SqlExecutor } from '../sql/sql-client.js';
import { type Kek, type KekVault } from './kek-vault.js';
import { unwrapKey, wrapKey } from './key-wrap.js';

/** A KEK a row names is not in the vault: the keys it wraps cannot be opened. */
export class KekMissingError extends Error {
  constructor(id: string, where: string) {
    super(
      `The key-encryption key kek-${id} is not in ${where}: the member keys it wraps cannot be opened. ` +
        'Restore that file (KEK_DIR), or restore the keys from a backup (npm run keys -- restore).',
    );
    this.name = 'KekMissingError';
  }
}

interface HexRow {
  subject: string;
  /** hex */
  key: string;
  kek_id: string | null;
}

/**
 * The KEK side of the key store: the KEK held in memory (only the latest one seen), the lock on
 * `personal_keys_kek`'s row (shared to wrap a key, exclusive to rotate), and the rewrap of every
 * live key. A row's `kek_id` names the KEK that wraps it; null is a key from before wrapping.
 */
export class KekStore {
  private held: Kek | undefined;
  private prepared: Promise<{ wrapped: number; removed: string[] }> | undefined;

  constructor(readonly vault: KekVault) {}

  /** The KEK `id`, from memory or the vault (throws KekMissingError when absent). */
  async kek(id: string): Promise<Buffer> {
    if (this.held?.id === id) return this.held.key;
    const key = await this.vault.read(id);
    if (!key) throw new KekMissingError(id, this.vault.where);
    this.held = { id, key };
    return key;
  }

  /** The member key in a row (wrapped, or in clear from before wrapping). */
  async unwrap(subject: string, key: Uint8Array, kekId: string | null): Promise<Buffer> {
    return kekId === null ? Buffer.from(key) : unwrapKey(subject, await this.kek(kekId), key);
  }

  /** Runs `fn` with the current KEK, the row locked (`share`: wraps; `update`: rotations), in one transaction. */
  async locked<T>(
    db: SqlExecutor,
    mode: 'share' | 'update',
    fn: (tx: SqlExecutor, current: Kek | undefined) => Promise<T>,
  ): Promise<T> {
    const run = async (tx: SqlExecutor) => {
      const { rows } = await tx.query<{ current: string | null }>(
        `select current from personal_keys_kek for ${mode}`,
      );
      const id = rows[0]?.current ?? null;
      return fn(tx, id === null ? undefined : { id, key: await this.kek(id) });
    };
    // Inside a caller's transaction already (a replay's load), or on a client that opens one.
    return 'transaction' in db ? (db as SqlClient).transaction(run) : run(db);
  }

  /**
   * Rewraps every live key under `next` and makes it current (in the caller's locked transaction).
   * The keys travel as hex text: arrays of bytea cross PGlite's wire about three times slower.
   */
  async rewrapAll(tx: SqlExecutor, next: Kek): Promise<number> {
    const { rows } = await tx.query<HexRow>(
      "select subject, encode(key, 'hex') as key, kek_id from personal_keys where key is not null",
    );
    const subjects: string[] = [];
    const wrapped: string[] = [];
    for (const row of rows) {
      const key = await this.unwrap(row.subject, Buffer.from(row.key, 'hex'), row.kek_id);
      subjects.push(row.subject);
      wrapped.push(wrapKey(row.subject, next.key, key).toString('hex'));
    }
    if (rows.length > 0)
      await tx.query(
        `update personal_keys p set key = decode(u.key, 'hex'), kek_id = $3
         from unnest($1::text[], $2::text[]) as u(subject, key) where p.subject = u.subject`,
        [subjects, wrapped, next.id],
      );
    await tx.query('update personal_keys_kek set current = $1', [next.id]);
    return rows.length;
  }

  /**
   * At start (or at the first write), once per process: a store without a KEK gets one and its keys (in clear, from before
   * wrapping) wrapped in place; a store with one checks its file is there (or throws); every other
   * KEK file (left by a rotation a crash interrupted) is overwritten and removed.
   */
  prepare(db: SqlExecutor): Promise<{ wrapped: number; removed: string[] }> {
    this.prepared ??= this.prepareNow(db).catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    });
    return this.prepared;
  }

  private async prepareNow(db: SqlExecutor): Promise<{ wrapped: number; removed: string[] }> {
    return this.locked(db, 'update', async (tx, current) => {
      let wrapped = 0;
      let kek = current;
      const plain = await tx.query(
        'select 1 from personal_keys where key is not null and kek_id is null limit 1',
      );
      if (!kek || plain.rows.length > 0) {
        kek = kek ?? (await this.vault.create());
        wrapped = await this.rewrapAll(tx, kek);
        this.held = kek;
      }
      const keep = kek.id;
      const removed = (await this.vault.list()).filter((id) => id !== keep);
      await this.vault.remove(removed);
      return { wrapped, removed };
    });
  }

  /**
   * Destroys `subject`'s key and rotates the KEK: a new KEK file (synced); in one transaction the
   * key's tombstone (`destroy`), every live key rewrapped under the new KEK and made current; then
   * the old KEK file overwritten and removed. True when a live key was destroyed (a destroyed or
   * absent key only gets its tombstone: no rotation).
   */
  async destroyRotating(
    db: SqlExecutor,
    subject: string,
    destroy: (tx: SqlExecutor) => Promise<boolean>,
  ): Promise<boolean> {
    let next: Kek | undefined;
    let old: string | undefined;
    const had = await this.locked(db, 'update', async (tx, current) => {
      const live = await tx.query('select 1 from personal_keys where subject = $1 and key is not null', [
        subject,
      ]);
      if (live.rows.length === 0) return destroy(tx);
      old = current?.id;
      next = await this.vault.create();
      try {
        const destroyed = await destroy(tx);
        await this.rewrapAll(tx, next);
        return destroyed;
      } catch (error) {
        // Not current: the new KEK goes (a crash here leaves it to the next start's prepare).
        await this.vault.remove([next.id]);
        throw error;
      }
    });
    if (next) {
      this.held = next;
      if (old) await this.vault.remove([old]);
    }
    return had;
  }
}
