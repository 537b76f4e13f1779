import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/config.js';
import { embeddedStore, openDatabase } from './open-database.js';
import { openPglite } from './pglite-client.js';

describe('the embedded store a data folder opens', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-store-choice-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const writePgliteFolder = async () => {
    const db = await openPglite(path.join(dataDir, 'pglite'));
    await db.exec("create table kept (v text); insert into kept values ('written before')");
    await db.close();
  };

  it('when the folder is new, then it is the embedded PostgreSQL; with EMBEDDED_DATABASE=pglite, PGlite', async () => {
    expect(await embeddedStore(loadConfig({ DATA_DIR: dataDir }))).toBe('postgres');
    expect(await embeddedStore(loadConfig({ DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite' }))).toBe(
      'pglite',
    );
  });

  it('when the folder holds a PGlite store, then it opens with its rows, with a warning that it is not durable and how to move; no PostgreSQL folder is made', async () => {
    await writePgliteFolder();
    const warnings: string[] = [];
    const { db, description } = await openDatabase(
      loadConfig({ DATA_DIR: dataDir }),
      (w) => void warnings.push(w),
    );
    try {
      expect(db.kind).toBe('pglite');
      expect((await db.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'written before' }]);
    } finally {
      await db.close();
    }
    expect(description).toBe(`PGlite (not durable) in ${path.join(dataDir, 'pglite')}`);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /is a PGlite store, which is not durable .* docs\/operations\.md .*EMBEDDED_DATABASE=pglite/,
    );
    await expect(stat(path.join(dataDir, 'postgres'))).rejects.toThrow(/ENOENT/);
  }, 180_000);

  it('when EMBEDDED_DATABASE=pglite names the PGlite store, then it opens without the warning', async () => {
    await writePgliteFolder();
    const warnings: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite' });
    const { db } = await openDatabase(config, (w) => void warnings.push(w));
    await db.close();
    expect(warnings).toEqual([]);
  }, 180_000);

  it('when EMBEDDED_DATABASE is neither postgres nor pglite, then the configuration is refused naming it', () => {
    expect(() => loadConfig({ EMBEDDED_DATABASE: 'sqlite' })).toThrow(
      /^Invalid EMBEDDED_DATABASE="sqlite": expected postgres or pglite/,
    );
  });
});
