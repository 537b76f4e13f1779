import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { type EventSchemas } from '@academy/domain';
import {
  deliveryMigrations,
  migrate,
  openPostgres,
  projectionStateMigrations,
  silentLogger,
  toMessage,
  type DeliveredBatch,
  type SqlClient,
} from '@academy/platform';
import {
  applyPartitionBatch,
  ensureActiveGeneration,
  recordAll,
  type Projection,
} from '@academy/projections';
import { z } from 'zod';
import { describeWhenSet } from '../support/needs.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';

jest.setTimeout(120_000);

const schemas = { Tick: z.unknown() } satisfies EventSchemas;

/** Counts every event it is given (not idempotent on its own): a double apply shows as 2. */
const counting = (name: string): Projection<'Tick', typeof schemas> => ({
  name,
  codeVersion: 1,
  tables: [`${name}_counts`],
  handles: ['Tick'],
  schemas,
  async create(tx, table) {
    await tx.exec(`create table ${table(`${name}_counts`)} (stream_id text primary key, n integer not null)`);
  },
  async apply(tx, events, table) {
    const t = table(`${name}_counts`);
    for (const e of events)
      await tx.query(
        `insert into ${t} (stream_id, n) values ($1, 1) on conflict (stream_id) do update set n = ${t}.n + 1`,
        [e.streamId],
      );
  },
});

describeWhenSet('DATABASE_URL', "a partition's first batch with two owners at once (a rebalance)", () => {
  let database: TestDatabase;
  let a: SqlClient;
  let b: SqlClient;
  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([openPostgres(database.url), openPostgres(database.url)]);
    await migrate(a, [...projectionStateMigrations, ...deliveryMigrations]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  it('when both owners apply the first batch at the same time, then each event counts once', async () => {
    for (let round = 0; round < 10; round++) {
      const projection = counting(`p${randomUUID().slice(0, 8)}`);
      await ensureActiveGeneration(a, projection);
      const events = recordAll(
        Array.from({ length: 3 }, (_, i) => ({ streamId: `s-${i}`, type: 'Tick', data: i })),
      );
      const batch: DeliveredBatch = {
        partition: 0,
        messages: events.map((e, i) => ({ partition: 0, offset: i, ...toMessage(e) })),
      };
      await Promise.all([
        applyPartitionBatch(a, projection, batch, silentLogger),
        applyPartitionBatch(b, projection, batch, silentLogger),
      ]);
      const { rows } = await a.query<{ n: number }>(
        `select n from ${projection.tables[0]!} order by stream_id`,
      );
      expect(rows.map((r) => r.n)).toEqual([1, 1, 1]);
    }
  });
});
