import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrate } from '../sql/migrate.js';
import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
import { KekMissingError } from './kek-store.js';
import { folderKekVault } from './kek-vault.js';
import { unwrapKey } from './key-wrap.js';
import { personalKeyMigrations } from './schema.js';
import { SqlKeyStore } from './sql-key-store.js';

interface Row {
  subject: string;
  key: Uint8Array | null;
  kek_id: string | null;
}

let root: string;
let folders = 0;
/** Two databases (a backup moves between them), emptied for each test: a PGlite is slow to make. */
const dbs: SqlClient[] = [];

const fresh = async (which = 0): Promise<{ db: SqlClient; dir: string; keys: SqlKeyStore }> => {
  const dir = path.join(root, `keys-${++folders}`);
  const db = dbs[which]!;
  await db.exec('truncate personal_keys; update personal_keys_kek set current = null');
  const keys = new SqlKeyStore(db, folderKekVault(dir));
  await keys.prepare();
  return { db, dir, keys };
};

const rows = async (db: SqlClient): Promise<Row[]> =>
  (await db.query<Row>('select subject, key, kek_id from personal_keys order by subject')).rows;

const keksIn = async (dir: string): Promise<string[]> => (await readdir(dir)).sort();

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'academy-keks-'));
  for (let i = 0; i < 2; i++) {
    const db = await openPglite();
    await migrate(db, personalKeyMigrations);
    dbs.push(db);
  }
}, 120_000);

afterAll(async () => {
  for (const db of dbs) await db.close();
  await rm(root, { recursive: true, force: true });
});

describe('member keys wrapped under a key-encryption key kept outside the database', () => {
  it('when keys are made, then the table holds them wrapped (never the key) and the KEK is one owner-only file', async () => {
    const { db, dir, keys } = await fresh();
    const made = await keys.ensureKeys(['ada', 'bob']);
    const stored = await rows(db);
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(Buffer.from(row.key!).includes(made.get(row.subject)!)).toBe(false);
      expect(row.kek_id).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(await keksIn(dir)).toEqual([`kek-${stored[0]!.kek_id}`]);
    expect((await stat(path.join(dir, `kek-${stored[0]!.kek_id}`))).mode & 0o777).toBe(0o600);
    expect(await keys.keysOf(['ada', 'bob'])).toEqual(made);
  });

  it('when a key is destroyed, then the KEK is rotated: the old wrapped key opens under no KEK left, the other keys read the same', async () => {
    const { db, dir, keys } = await fresh();
    const made = await keys.ensureKeys(['ada', 'bob']);
    const before = await rows(db);
    const oldKek = before[0]!.kek_id!;
    expect(await keys.destroy('ada', new Date())).toBe(true);
    const after = await rows(db);
    expect(after.find((r) => r.subject === 'ada')?.key).toBeNull();
    const newKek = after.find((r) => r.subject === 'bob')!.kek_id!;
    expect(newKek).not.toBe(oldKek);
    expect(await keksIn(dir)).toEqual([`kek-${newKek}`]);
    // The row version left behind (a dead row, the WAL, a backup) opens with no KEK in the folder.
    const oldWrapped = before.find((r) => r.subject === 'ada')!.key!;
    const vault = folderKekVault(dir);
    for (const id of await vault.list()) {
      const kek = (await vault.read(id))!;
      expect(() => unwrapKey('ada', kek, oldWrapped)).toThrow();
    }
    expect(await vault.read(oldKek)).toBeUndefined();
    expect((await keys.keysOf(['ada', 'bob'])).get('bob')).toEqual(made.get('bob'));
    expect((await keys.keysOf(['ada'])).get('ada')).toBeNull();
    // Already destroyed: a tombstone only, no rotation.
    expect(await keys.destroy('ada', new Date())).toBe(false);
    expect(await keksIn(dir)).toEqual([`kek-${newKek}`]);
  });

  it('when a store holds keys from before wrapping, then they are wrapped in place at start and read the same', async () => {
    const db = dbs[1]!;
    await db.exec('truncate personal_keys; update personal_keys_kek set current = null');
    // A row as the table held it before wrapping: the key itself, no KEK named.
    const plain = Buffer.alloc(32, 7);
    await db.query('insert into personal_keys (subject, key) values ($1, $2)', ['ada', plain]);
    const keys = new SqlKeyStore(db, folderKekVault(path.join(root, 'plain')));
    expect((await keys.prepare()).wrapped).toBe(1);
    const [row] = await rows(db);
    expect(Buffer.from(row!.key!).includes(plain)).toBe(false);
    expect((await keys.keysOf(['ada'])).get('ada')).toEqual(plain);
  });

  it('when the KEK the store names is missing, then start fails naming it; a stray KEK file is removed at start', async () => {
    const { db, dir, keys } = await fresh();
    await keys.ensureKeys(['ada']);
    const [row] = await rows(db);
    await writeFile(path.join(dir, `kek-${'0'.repeat(32)}`), Buffer.alloc(32, 1), { mode: 0o600 });
    expect((await new SqlKeyStore(db, folderKekVault(dir)).prepare()).removed).toEqual(['0'.repeat(32)]);
    expect(await keksIn(dir)).toEqual([`kek-${row!.kek_id}`]);
    const elsewhere = new SqlKeyStore(db, folderKekVault(path.join(root, 'empty')));
    await expect(elsewhere.prepare()).rejects.toThrow(KekMissingError);
    await expect(elsewhere.prepare()).rejects.toThrow(`kek-${row!.kek_id} is not in`);
  });

  it('when the keys are exported and imported under another KEK, then they read the same and a tombstone destroys a live key', async () => {
    const a = await fresh();
    const made = await a.keys.ensureKeys(['ada', 'bob']);
    const backup = await a.keys.exportAll();
    expect(backup.find((k) => k.subject === 'ada')?.key).toBe(made.get('ada')!.toString('base64'));
    const b = await fresh(1);
    expect(await b.keys.importAll(backup)).toBe(2);
    expect(await b.keys.keysOf(['ada', 'bob'])).toEqual(made);
    await a.keys.destroy('ada', new Date());
    expect(await b.keys.importAll(await a.keys.exportAll())).toBe(1);
    expect((await b.keys.keysOf(['ada'])).get('ada')).toBeNull();
  });

  it('when an erasure begins, then it is listed as under way until it ends', async () => {
    const { keys } = await fresh();
    await keys.ensureKeys(['ada', 'bob']);
    await keys.beginErasure('ada', new Date());
    expect(await keys.erasuresUnderWay()).toEqual(['ada']);
    await keys.endErasure('ada');
    expect(await keys.erasuresUnderWay()).toEqual([]);
  });
});
