import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  compareCheckpoints,
  eventStoreMigrations,
  migrate,
  openPglite,
  projectionStateMigrations,
  readActiveCheckpoints,
  silentLogger,
  SqlEventStore,
  type EventToAppend,
  type SqlClient,
} from '@academy/platform';
import { countingProjection, countsOf, tick } from '../kafka/testing/kafka-harness.js';
import { CheckpointAdvancer } from './checkpoint-advancer.js';
import { ensureActiveGeneration } from './generations.js';
import { ProjectionRunner } from './projection-runner.js';

const unrelated = (): EventToAppend => ({ ...tick(0), type: 'Unrelated' });

describe('the projection runner', () => {
  let db: SqlClient;
  let store: SqlEventStore;
  let reads = 0;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...eventStoreMigrations, ...projectionStateMigrations]);
    store = new SqlEventStore(db);
    const readAll = store.readAll.bind(store);
    store.readAll = (after, limit) => {
      reads++;
      return readAll(after, limit);
    };
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  const atHead = async (names: string[]) => {
    const head = await store.head();
    for (let i = 0; i < 500; i++) {
      const at = await readActiveCheckpoints(db, names);
      if (names.every((n) => compareCheckpoints(at.get(n)!, head) >= 0)) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the projections never reached the head');
  };

  it('when events none of the projections handle are appended, then all of them move past with two shared reads, and handled events are still applied once', async () => {
    const projections = ['a', 'b', 'c', 'd'].map((p) =>
      countingProjection(`${p}${randomUUID().slice(0, 8)}`),
    );
    const names = projections.map((p) => p.name);
    const runner = new ProjectionRunner(db, store, projections, { batchSize: 100, logger: silentLogger });
    await runner.start();
    try {
      await runner.whenCaughtUp();
      const stream = `s-${randomUUID()}`;
      await store.append(stream, [tick(1), tick(2)], { expectedVersion: 'no-stream' });
      await atHead(names);

      const before = reads;
      await store.append(`other-${randomUUID()}`, [unrelated()], { expectedVersion: 'no-stream' });
      await atHead(names);
      await new Promise((r) => setTimeout(r, 50)); // the loops' reads after the move, if any
      // Each loop alone would read the batch, then read again to find nothing: 2 per projection.
      expect(reads - before).toBeLessThanOrEqual(2);

      for (const projection of projections)
        expect(await countsOf(db, projection, [stream])).toEqual({ [stream]: 2 });
    } finally {
      await runner.stop();
    }
  });

  it('when a generation is no longer active or was moved elsewhere, then the advancer leaves it where it is and says so', async () => {
    const moved = countingProjection(`m${randomUUID().slice(0, 8)}`);
    const kept = countingProjection(`k${randomUUID().slice(0, 8)}`);
    const retired = countingProjection(`r${randomUUID().slice(0, 8)}`);
    for (const p of [moved, kept, retired]) await ensureActiveGeneration(db, p);
    await db.query('update projection_checkpoints set active = false where name = $1', [retired.name]);
    const advancer = new CheckpointAdvancer(db);
    const from = { txId: 0, position: 0 };
    const to = { txId: 7, position: 42 };

    const answers = await Promise.all([
      advancer.advance(moved.name, 1, { txId: 1, position: 1 }, to),
      advancer.advance(kept.name, 1, from, to),
      advancer.advance(retired.name, 1, from, to),
    ]);

    expect(answers).toEqual([false, true, false]);
    const { rows } = await db.query<{ name: string; position: string | number }>(
      'select name, position from projection_checkpoints where name = any($1::text[]) order by name',
      [[moved.name, kept.name, retired.name]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, Number(r.position)]))).toEqual({
      [moved.name]: 0,
      [kept.name]: 42,
      [retired.name]: 0,
    });
  });
});
