import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  readGenerations,
  saveCheckpoint,
  silentLogger,
  uuidV5,
  type Checkpoint,
  type SqlClient,
} from '@academy/platform';
import { replayProjection, type Projection, type ReplayProgress } from '@academy/projections';
import { describeWhenSet } from '../support/needs.js';
import { untilReadable } from '../support/replay-cases.js';
import { type Adapter } from '../support/stores.js';
import { seededCrashStore } from './fixtures/seeded-crash-store.js';

const EVENTS = 600; // one in four a registration, the rest ticks
const REGISTRATIONS = EVENTS / 4;
const BATCH = 50; // the registrations fill whole batches: the last read finds none, and moves past the ticks

/** A read model of the registrations alone: the log's ticks are none of its business. */
const registrations: Projection<'UserRegistered', { UserRegistered: z.ZodUnknown }> = {
  name: 'registrations-seen',
  codeVersion: 1,
  tables: ['registrations_seen'],
  handles: ['UserRegistered'],
  schemas: { UserRegistered: z.unknown() },
  async create(tx, table) {
    await tx.exec(
      `create table ${table('registrations_seen')} (position bigint primary key, stream_id text)`,
    );
  },
  async apply(tx, events, table) {
    for (const e of events)
      await tx.query(`insert into ${table('registrations_seen')} values ($1, $2)`, [e.position, e.streamId]);
  },
};

const rowsServed = async (db: SqlClient) =>
  (await db.query<{ n: number | string }>('select count(*) as n from registrations_seen')).rows[0]!.n;

const checkpointOf = async (db: SqlClient, generation: number): Promise<Checkpoint> =>
  (await readGenerations(db, registrations.name)).find((g) => g.generation === generation)!.checkpoint;

const cases = (adapter: Adapter) => {
  const store = seededCrashStore(adapter, EVENTS);

  it('when a read model of one event type is replayed, then it holds every event of that type, counts its progress in them, and stands at the head of the log', async () => {
    const t = store();
    const progress: ReplayProgress[] = [];
    const result = await replayProjection(t.db, t.store, registrations, {
      batchSize: BATCH,
      logger: silentLogger,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toMatchObject({ status: 'swapped', events: EVENTS });
    expect(Number(await rowsServed(t.db))).toBe(REGISTRATIONS);
    expect(progress.at(-1)).toMatchObject({ done: REGISTRATIONS, total: REGISTRATIONS });
    // The last registration is not the last event: the ticks after it were passed over, not left to read.
    expect(await checkpointOf(t.db, result.generation)).toEqual(await t.store.head());
  });

  it('when the live read model has moved past events of other types only, then a replay still catches up with it and swaps', async () => {
    const t = store();
    for (let i = 0; i < 3; i++) {
      const metadata = {
        actor: null,
        correlationId: 'late',
        causationId: null,
        timestamp: new Date().toISOString(),
      };
      const event = { eventId: uuidV5(`late-tick-${i}`), type: 'Tick', data: { i }, metadata };
      await t.store.append('thing-late', [event], { expectedVersion: 'any' });
    }
    await untilReadable(t.store);
    const head = await t.store.head();
    // What the live runner does with a batch it does not handle: it moves its checkpoint, nothing else.
    const live = (await readGenerations(t.db, registrations.name)).find((g) => g.active)!;
    await t.db.transaction((tx) => saveCheckpoint(tx, registrations.name, live.generation, head));

    const result = await replayProjection(t.db, t.store, registrations, {
      batchSize: BATCH,
      logger: silentLogger,
    });
    expect(result).toMatchObject({ status: 'swapped', events: EVENTS + 3 });
    expect(result.generation).toBe(live.generation + 1);
    expect(await checkpointOf(t.db, result.generation)).toEqual(head);
    expect(Number(await rowsServed(t.db))).toBe(REGISTRATIONS);
  }, 60_000);
};

describe('replaying a read model of some event types on PGlite', () => cases('pglite'));

describeWhenSet('DATABASE_URL', 'replaying a read model of some event types on a PostgreSQL server', () =>
  cases('postgres'),
);
