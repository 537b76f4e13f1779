import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  deliveryMigrations,
  migrate,
  openPglite,
  projectionStateMigrations,
  type SqlClient,
} from '@academy/platform';
import { projectionsMaintenance } from '../maintenance.js';
import { type AnyProjection } from '../runner/projection.js';
import { ensureActiveGeneration } from '../runner/generations.js';

const [extensions, ...retirements] = projectionsMaintenance.migrations;

/** A read model as the retired registry was built: one table behind a view, generations beside it. */
const builtAs = (name: string, table: string): AnyProjection => ({
  name,
  codeVersion: 1,
  tables: [table],
  handles: [],
  create: (tx, t) => tx.exec(`create table ${t(table)} (user_id uuid primary key, last_name text)`),
  apply: async () => undefined,
});

const relations = async (db: SqlClient): Promise<string[]> =>
  (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = current_schema()
        and (table_name like 'registry%' or table_name like 'kept%') order by table_name`,
    )
  ).rows.map((r) => r.name);

const stateRows = async (db: SqlClient): Promise<string[]> =>
  (
    await db.query<{ row: string }>(
      `select 'checkpoint ' || name || ' ' || generation as row from projection_checkpoints
       union all select 'offset ' || name from projection_partition_offsets
       union all select 'version ' || name from projection_stream_versions order by row`,
    )
  ).rows.map((r) => r.row);

describe('retiring the registry read model', () => {
  let db: SqlClient;
  beforeEach(async () => {
    db = await openPglite();
  });
  afterEach(async () => {
    await db.close();
  });

  it('when a database built before holds the registry (its view, two generations, checkpoints, Kafka offsets), then migrating drops them all and leaves the other read models alone', async () => {
    await migrate(db, [extensions!, ...projectionStateMigrations, ...deliveryMigrations]);
    await ensureActiveGeneration(db, builtAs('registry', 'registry_members'));
    await ensureActiveGeneration(db, builtAs('kept', 'kept_members'));
    // A replay left a generation beside the active one; the Kafka path left its offsets.
    await db.exec(`
      create table registry_members_g3 (user_id uuid);
      create table registry_members_archive (user_id uuid);
      insert into projection_checkpoints (name, generation, code_version) values ('registry', 3, 4);
      insert into projection_partition_offsets values ('registry', 1, 0, 5), ('kept', 1, 0, 5);
      insert into projection_stream_versions values ('registry', 1, 'user-1', 2);
    `);
    expect(await relations(db)).toEqual([
      'kept_members',
      'kept_members_g1',
      'registry_members',
      'registry_members_archive',
      'registry_members_g1',
      'registry_members_g3',
    ]);

    await migrate(db, retirements);

    expect(await relations(db)).toEqual(['kept_members', 'kept_members_g1', 'registry_members_archive']);
    expect(await stateRows(db)).toEqual(['checkpoint kept 1', 'offset kept']);
  });

  it('when the database is new, then the retirement runs before the projection state exists and every later migration still applies', async () => {
    await migrate(db, [
      ...projectionsMaintenance.migrations,
      ...projectionStateMigrations,
      ...deliveryMigrations,
    ]);
    expect(await relations(db)).toEqual([]);
    expect(await stateRows(db)).toEqual([]);
    const applied = await db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(applied.rows.map((r) => r.id)).toContain('retired-registry-1');
  });

  it('when a database holds the search facet counts (views and generations), then migrating drops them and keeps the search tables, rows and checkpoints', async () => {
    await migrate(db, [extensions!, ...projectionStateMigrations, ...deliveryMigrations]);
    const profiles: AnyProjection = {
      ...builtAs('profiles', 'search_members'),
      tables: ['search_members', 'search_members_facets'],
      create: async (tx, t) => {
        await tx.exec(`create table ${t('search_members')} (id text primary key)`);
        await tx.exec(`create table ${t('search_members_facets')} (field text, n bigint)`);
      },
    };
    await ensureActiveGeneration(db, profiles);
    await db.exec(
      `insert into search_members_g1 values ('m1'); create table search_journal_facets_g2 (n int);`,
    );
    const search = async () =>
      (
        await db.query<{ name: string }>(
          `select table_name as name from information_schema.tables where table_schema = current_schema()
            and table_name like 'search%' order by table_name`,
        )
      ).rows.map((r) => r.name);
    expect(await search()).toEqual([
      'search_journal_facets_g2',
      'search_members',
      'search_members_facets',
      'search_members_facets_g1',
      'search_members_g1',
    ]);

    await migrate(db, retirements);

    expect(await search()).toEqual(['search_members', 'search_members_g1']);
    expect((await db.query('select id from search_members')).rows).toEqual([{ id: 'm1' }]);
    expect(await stateRows(db)).toEqual(['checkpoint profiles 1']);
  });
});
