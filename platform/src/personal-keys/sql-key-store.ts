import { randomBytes } from 'node:crypto';
import { type SqlExecutor } from '../sql/sql-client.js';
import { KekMissingError, KekStore } from './kek-store.js';
import { memoryKekVault, type KekVault } from './kek-vault.js';
import { wrapKey } from './key-wrap.js';
import { type KeyRecord, type KeyStore } from './port.js';

interface KeyRow {
  subject: string;
  key: Uint8Array | null;
  kek_id: string | null;
  created_at: Date | string;
  destroyed_at: Date | string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The key store in the `personal_keys` table (PostgreSQL or PGlite), each key wrapped under a
 * key-encryption key kept outside the database (`vault`; kek-store.ts), rotated on every erasure.
 */
export class SqlKeyStore implements KeyStore {
  private readonly keks: KekStore;

  constructor(
    private readonly db: SqlExecutor,
    /** Where the KEKs are: a folder (kek-vault.ts); in memory by default (a database in memory). */
    vault: KekVault = memoryKekVault(),
    keks?: KekStore,
  ) {
    this.keks = keks ?? new KekStore(vault);
  }

  /** Whether the keys live in `db` (a replay's transaction may then read them with its events). */
  sharesDatabase(db: SqlExecutor): boolean {
    return db === this.db;
  }

  /** The same store read through `tx` (a transaction of the same database), with the same KEKs. */
  within(tx: SqlExecutor): SqlKeyStore {
    return new SqlKeyStore(tx, this.keks.vault, this.keks);
  }

  /** At start: a KEK made or checked, keys from before wrapping wrapped, stray KEK files removed. */
  prepare(): Promise<{ wrapped: number; removed: string[] }> {
    return this.keks.prepare(this.db);
  }

  private async opened(rows: readonly KeyRow[]): Promise<Map<string, Buffer | null>> {
    const found = new Map<string, Buffer | null>();
    for (const row of rows)
      found.set(row.subject, row.key ? await this.keks.unwrap(row.subject, row.key, row.kek_id) : null);
    return found;
  }

  async keysOf(subjects: readonly string[]): Promise<Map<string, Buffer | null>> {
    if (subjects.length === 0) return new Map();
    const read = async () => {
      const { rows } = await this.db.query<KeyRow>(
        'select subject, key, kek_id from personal_keys where subject = any($1::text[])',
        [[...new Set(subjects)]],
      );
      return this.opened(rows);
    };
    // A rotation between the read and the KEK's file: read again, under the new KEK.
    return read().catch((error: unknown) => {
      if (error instanceof KekMissingError) return read();
      throw error;
    });
  }

  async ensureKeys(subjects: readonly string[]): Promise<Map<string, Buffer | null>> {
    const unique = [...new Set(subjects)];
    if (unique.length === 0) return new Map();
    await this.prepare();
    return this.keks.locked(this.db, 'share', async (tx, kek) => {
      if (!kek) throw new Error('The key store has no key-encryption key');
      const fresh = unique.map((subject) => wrapKey(subject, kek.key, randomBytes(32)));
      // One statement: insert the missing keys, then read every asked row (racing inserts keep the first).
      const { rows } = await tx.query<KeyRow>(
        `with asked as (select * from unnest($1::text[], $2::bytea[]) as a(subject, key)),
           added as (insert into personal_keys (subject, key, kek_id) select subject, key, $3 from asked
                     on conflict (subject) do nothing returning subject, key, kek_id)
         select subject, key, kek_id from added
         union all
         select p.subject, p.key, p.kek_id from personal_keys p join asked a using (subject)
         where not exists (select 1 from added where added.subject = p.subject)`,
        [unique, fresh, kek.id],
      );
      return this.opened(rows);
    });
  }

  async destroy(subject: string, at: Date): Promise<boolean> {
    await this.prepare();
    return this.keks.destroyRotating(this.db, subject, async (tx) => {
      const { rows } = await tx.query<{ had: boolean }>(
        `insert into personal_keys (subject, key, destroyed_at) values ($1, null, $2)
         on conflict (subject) do update set key = null, kek_id = null,
           destroyed_at = coalesce(personal_keys.destroyed_at, excluded.destroyed_at)
         returning (select key is not null from personal_keys where subject = $1) as had`,
        [subject, at.toISOString()],
      );
      return rows[0]?.had === true;
    });
  }

  async beginErasure(subject: string, at: Date): Promise<void> {
    await this.db.query('update personal_keys set erasing_since = $2 where subject = $1', [
      subject,
      at.toISOString(),
    ]);
  }

  async endErasure(subject: string): Promise<void> {
    await this.db.query('update personal_keys set erasing_since = null where subject = $1', [subject]);
  }

  async erasuresUnderWay(): Promise<string[]> {
    const { rows } = await this.db.query<{ subject: string }>(
      'select subject from personal_keys where erasing_since is not null order by erasing_since',
    );
    return rows.map((row) => row.subject);
  }

  async erasures(): Promise<number> {
    const { rows } = await this.db.query<{ n: number | string }>(
      'select count(*) as n from personal_keys where destroyed_at is not null',
    );
    return Number(rows[0]?.n ?? 0);
  }

  async exportAll(): Promise<KeyRecord[]> {
    const { rows } = await this.db.query<KeyRow>(
      'select subject, key, kek_id, created_at, destroyed_at from personal_keys order by subject',
    );
    const keys = await this.opened(rows);
    return rows.map((row) => ({
      subject: row.subject,
      key: keys.get(row.subject)?.toString('base64') ?? null,
      createdAt: iso(row.created_at),
      destroyedAt: row.destroyed_at === null ? null : iso(row.destroyed_at),
    }));
  }

  async importAll(records: readonly KeyRecord[]): Promise<number> {
    await this.prepare();
    let changed = await this.keks.locked(this.db, 'share', async (tx, kek) => {
      if (!kek) throw new Error('The key store has no key-encryption key');
      let added = 0;
      for (const r of records) {
        const key = r.key === null ? null : wrapKey(r.subject, kek.key, Buffer.from(r.key, 'base64'));
        const { rowCount } = await tx.query(
          `insert into personal_keys (subject, key, kek_id, created_at, destroyed_at)
           values ($1, $2, $3, $4, $5) on conflict (subject) do nothing`,
          [r.subject, key, key ? kek.id : null, r.createdAt, r.destroyedAt],
        );
        added += rowCount;
      }
      return added;
    });
    // A tombstone in the backup over a live key here: destroyed as an erasure is (the KEK rotated).
    for (const r of records)
      if (r.destroyedAt !== null && (await this.keysOf([r.subject])).get(r.subject))
        changed += (await this.destroy(r.subject, new Date(r.destroyedAt))) ? 1 : 0;
    return changed;
  }
}
