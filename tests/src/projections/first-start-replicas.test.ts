import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { allMigrations } from '@academy/app';
import { migrate, openPostgres, type SqlClient } from '@academy/platform';
import { allProjections, ensureActiveGeneration } from '@academy/projections';
import { describeWhenSet } from '../support/needs.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';

jest.setTimeout(120_000);

const REPLICAS = 6;

describeWhenSet('DATABASE_URL', 'several replicas starting at once on an empty PostgreSQL database', () => {
  let database: TestDatabase;
  let clients: SqlClient[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    clients = await Promise.all(Array.from({ length: REPLICAS }, () => openPostgres(database.url)));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await database?.drop();
  });

  it('when every replica migrates at once, then all succeed and each migration is recorded once', async () => {
    const results = await Promise.allSettled(clients.map((c) => migrate(c, allMigrations)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const { rows } = await clients[0]!.query<{ n: string }>('select count(*) as n from schema_migrations');
    expect(Number(rows[0]!.n)).toBe(new Set(allMigrations.map((m) => m.id)).size);
  });

  it('when every projections replica creates the new read models at once, then each has one generation 1 and none failed', async () => {
    const results = await Promise.allSettled(
      clients.flatMap((c) => allProjections.map((p) => ensureActiveGeneration(c, p))),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const { rows } = await clients[0]!.query<{ name: string; generations: string }>(
      'select name, count(*) as generations from projection_checkpoints group by name order by name',
    );
    expect(rows.map((r) => [r.name, Number(r.generations)])).toEqual(
      allProjections.map((p) => [p.name, 1]).sort(),
    );
  });
});
