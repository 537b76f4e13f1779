import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from './pglite-client.js';

describe('PGlite folders and their template', () => {
  let dir: string;
  let template: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'academy-pglite-template-'));
    // A template with a mark in it, so a folder made from it is recognised.
    const source = await PGlite.create('memory://');
    await source.exec(
      "create table template_mark (said text); insert into template_mark values ('from the template')",
    );
    template = path.join(dir, 'template.tar.gz');
    await writeFile(template, Buffer.from(await (await source.dumpDataDir('gzip')).arrayBuffer()));
    await source.close();
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when a new folder is opened, then its cluster is the template unpacked, and it keeps what is written once reopened', async () => {
    const folder = path.join(dir, 'new');
    const db = await openPglite(folder, { template });
    expect((await db.query<{ said: string }>('select said from template_mark')).rows).toEqual([
      { said: 'from the template' },
    ]);
    await db.exec(
      "create extension if not exists pg_trgm; insert into template_mark values ('written here')",
    );
    expect(
      (await db.query<{ s: number }>("select similarity('academy', 'academe') > 0.3 as s")).rows,
    ).toEqual([{ s: true }]);
    await db.close();

    const reopened = await openPglite(folder, { template });
    expect(
      (await reopened.query<{ said: string }>('select said from template_mark order by said')).rows,
    ).toEqual([{ said: 'from the template' }, { said: 'written here' }]);
    await reopened.close();
  }, 60_000);

  it('when no template was built, then a new folder is initialised as before', async () => {
    const db = await openPglite(path.join(dir, 'plain'), { template: path.join(dir, 'none.tar.gz') });
    expect((await db.query("select to_regclass('template_mark') is null as absent")).rows).toEqual([
      { absent: true },
    ]);
    await db.close();
  }, 60_000);

  it('when the template cannot be unpacked, then the folder is initialised as before and nothing half-made is left', async () => {
    const broken = path.join(dir, 'broken.tar.gz');
    await writeFile(broken, 'not a gzipped tar');
    const db = await openPglite(path.join(dir, 'despite'), { template: broken });
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await db.close();
    expect((await readdir(dir)).filter((name) => name.includes('partial'))).toEqual([]);
  }, 60_000);

  it('when opened, then the page cache is 32MB unless configured', async () => {
    const small = await openPglite();
    expect((await small.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
    await small.close();
    const configured = await openPglite(undefined, { sharedBuffers: '48MB' });
    expect((await configured.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '48MB' }]);
    await configured.close();
  }, 60_000);
});
