import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  deliveryMigrations,
  migrate,
  openPglite,
  projectionStateMigrations,
  saveRelayProgress,
  silentLogger,
  START,
  type EventStore,
  type SqlClient,
  type WriteSideAccess,
} from '@academy/platform';
import type express from 'express';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from './read-your-writes.js';

// Store checkpoints on one transaction (txId 1); the relay sent up to position 10 on partitions 0 and 1.
const at = (position: number) => ({ txId: 1, position });

/** Runs the middleware on a request with `headers`; answers X-Stale. */
const staleness = (deps: QueryDeps, headers: Record<string, string>): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const set: Record<string, string> = {};
    const req = { get: (name: string) => headers[name.toLowerCase()] } as unknown as express.Request;
    const res = {
      set: (name: string, value: string) => {
        set[name] = value;
      },
    } as unknown as express.Response;
    readYourWrites(deps, ['registry'])(req, res, (error?: unknown) =>
      error ? reject(error as Error) : resolve(set['X-Stale']),
    );
  });

describe('X-Min-Position when the projections consume from Kafka', () => {
  let db: SqlClient;
  let deps: QueryDeps;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...projectionStateMigrations, ...deliveryMigrations]);
    const store = { checkpointAt: (position: number) => Promise.resolve(at(position)) } as EventStore;
    deps = {
      db,
      store,
      logger: silentLogger,
      access: {} as WriteSideAccess,
      projectionsFromKafka: true,
      freshnessTimeoutMs: 50,
    };
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.exec(`delete from relay_checkpoints; delete from relay_offset_log; delete from projection_checkpoints;
      delete from projection_partition_offsets; delete from projection_stream_versions;
      insert into projection_checkpoints (name, generation, code_version, active) values ('registry', 1, 1, true);
      insert into projection_partition_offsets (name, generation, partition, next_offset) values ('registry', 1, 0, 4)`);
    await saveRelayProgress(db, START, at(10), [
      { partition: 0, nextOffset: 4 },
      { partition: 1, nextOffset: 2 },
    ]);
  });

  it('when a partition is behind the offset covering the position, then the answer is stale', async () => {
    expect(await staleness(deps, { 'x-min-position': '10' })).toBe('true');
  });

  it('when every partition has reached the offsets covering the position, then the answer is fresh', async () => {
    await db.exec(
      `insert into projection_partition_offsets (name, generation, partition, next_offset) values ('registry', 1, 1, 2)`,
    );
    expect(await staleness(deps, { 'x-min-position': '10' })).toBe('false');
  });

  it('when the projection applied the stream and version the command answered, then the answer is fresh though another partition lags', async () => {
    await db.exec(
      `insert into projection_stream_versions (name, generation, stream_id, version) values ('registry', 1, 'user-1', 3)`,
    );
    const headers = { 'x-min-position': '10', 'x-min-stream': 'user-1' };
    expect(await staleness(deps, { ...headers, 'x-min-version': '3' })).toBe('false');
    expect(await staleness(deps, { ...headers, 'x-min-version': '4' })).toBe('true');
  });
});
