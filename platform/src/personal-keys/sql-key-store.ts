import { randomBytes } from 'node:crypto';
import { type SqlExecutor } from '../sql/sql-client.js';
import { type KeyRecord, type KeyStore } from './port.js';

interface KeyRow {
  subject: string;
  key: Uint8Array | null;
  created_at: Date | string;
  destroyed_at: Date | string | null;
}

const toBuffer = (key: Uint8Array | null): Buffer | null => (key ? Buffer.from(key) : null);
const iso = (value: Date | string): string => new Date(value).toISOString();

/** The key store in the `personal_keys` table (PostgreSQL or PGlite). */
export class SqlKeyStore implements KeyStore {
  constructor(private readonly db: SqlExecutor) {}

  /** Whether the keys live in `db` (a replay's transaction may then read them with its events). */
  sharesDatabase(db: SqlExecutor): boolean {
    return db === this.db;
  }

  async keysOf(subjects: readonly string[]): Promise<Map<string, Buffer | null>> {
    const found = new Map<string, Buffer | null>();
    if (subjects.length === 0) return found;
    const { rows } = await this.db.query<KeyRow>(
      'select subject, key from personal_keys where subject = any($1::text[])',
      [[...new Set(subjects)]],
    );
    for (const row of rows) found.set(row.subject, toBuffer(row.key));
    return found;
  }

  async ensureKeys(subjects: readonly string[]): Promise<Map<string, Buffer | null>> {
    const unique = [...new Set(subjects)];
    if (unique.length === 0) return new Map();
    const fresh = unique.map(() => randomBytes(32));
    // One statement: insert the missing keys, then read every asked row (racing inserts keep the first).
    const { rows } = await this.db.query<KeyRow>(
      `with asked as (select * from unnest($1::text[], $2::bytea[]) as a(subject, key)),
         added as (insert into personal_keys (subject, key) select subject, key from asked
                   on conflict (subject) do nothing returning subject, key)
       select subject, key from added
       union all
       select p.subject, p.key from personal_keys p join asked a using (subject)
       where not exists (select 1 from added where added.subject = p.subject)`,
      [unique, fresh],
    );
    return new Map(rows.map((row) => [row.subject, toBuffer(row.key)]));
  }

  async destroy(subject: string, at: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ had: boolean }>(
      `insert into personal_keys (subject, key, destroyed_at) values ($1, null, $2)
       on conflict (subject) do update set key = null,
         destroyed_at = coalesce(personal_keys.destroyed_at, excluded.destroyed_at)
       returning (select key is not null from personal_keys where subject = $1) as had`,
      [subject, at.toISOString()],
    );
    return rows[0]?.had === true;
  }

  async erasures(): Promise<number> {
    const { rows } = await this.db.query<{ n: number | string }>(
      'select count(*) as n from personal_keys where destroyed_at is not null',
    );
    return Number(rows[0]?.n ?? 0);
  }

  async exportAll(): Promise<KeyRecord[]> {
    const { rows } = await this.db.query<KeyRow>(
      'select subject, key, created_at, destroyed_at from personal_keys order by subject',
    );
    return rows.map((row) => ({
      subject: row.subject,
      key: row.key ? Buffer.from(row.key).toString('base64') : null,
      createdAt: iso(row.created_at),
      destroyedAt: row.destroyed_at === null ? null : iso(row.destroyed_at),
    }));
  }

  async importAll(records: readonly KeyRecord[]): Promise<number> {
    let changed = 0;
    for (const r of records) {
      const { rowCount } = await this.db.query(
        `insert into personal_keys (subject, key, created_at, destroyed_at) values ($1, $2, $3, $4)
         on conflict (subject) do update set key = null, destroyed_at = excluded.destroyed_at
           where excluded.destroyed_at is not null and personal_keys.destroyed_at is null`,
        [r.subject, r.key === null ? null : Buffer.from(r.key, 'base64'), r.createdAt, r.destroyedAt],
      );
      changed += rowCount;
    }
    return changed;
  }
}
