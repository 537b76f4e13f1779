import { describe, expect, it } from '@jest/globals';
import { readGenerations, silentLogger, type EventStore, type SqlClient } from '@academy/platform';
import { replayProjection } from '@academy/projections';
import { describeWhenSet } from '../support/needs.js';
import { type Adapter } from '../support/stores.js';
import { tallyProjection } from './fixtures/crash-projections.js';
import { seededCrashStore } from './fixtures/seeded-crash-store.js';

const EVENTS = 600;
const BATCH = 40;
const STOP_AFTER = 5; // batches applied when the replay is told to stop

/** The tally as queries read it (through its views), and how many times each event was applied. */
const tallyRows = async (db: SqlClient) => ({
  events: (await db.query('select seq, event_id, stream_id, version, type from tally_events order by seq'))
    .rows,
  streams: (await db.query('select stream_id, events, last_version from tally_streams order by stream_id'))
    .rows,
});

const appliedCounts = async (db: SqlClient, generation: number) => {
  const { rows } = await db.query<{ rows: number | string; distinct_ids: number | string; counted: number }>(
    `select (select count(*) from tally_events_g${generation}) as rows,
            (select count(distinct event_id) from tally_events_g${generation}) as distinct_ids,
            (select coalesce(sum(events), 0)::int from tally_streams_g${generation}) as counted`,
  );
  const row = rows[0]!;
  return { rows: Number(row.rows), distinctIds: Number(row.distinct_ids), counted: Number(row.counted) };
};

const storedPosition = async (db: SqlClient, generation: number) =>
  (await readGenerations(db, tallyProjection.name)).find((g) => g.generation === generation)!.checkpoint
    .position;

const cases = (adapter: Adapter) => {
  const store = seededCrashStore(adapter, EVENTS);

  it('when a replay is stopped while the next batch is being read ahead and run again, then the read model equals an uninterrupted replay and no event is applied twice', async () => {
    const t = store();
    const uninterrupted = await replayProjection(t.db, t.store, tallyProjection, {
      batchSize: BATCH,
      logger: silentLogger,
    });
    expect(uninterrupted).toMatchObject({ status: 'swapped', events: EVENTS });
    const expected = await tallyRows(t.db);
    expect(expected.events).toHaveLength(EVENTS);

    // The stop comes from inside a read: the one of the batch after STOP_AFTER batches, which the
    // replay starts while it still applies the batch before.
    const abort = new AbortController();
    const reading = Object.create(t.store) as EventStore;
    reading.readAll = async (after, limit) => {
      const read = await t.store.readAll(after, limit);
      if (after.position >= STOP_AFTER * BATCH) abort.abort();
      return read;
    };
    const first = await replayProjection(t.db, reading, tallyProjection, {
      batchSize: BATCH,
      logger: silentLogger,
      signal: abort.signal,
    });
    expect(first.status).toBe('interrupted');
    expect(first.events).toBeGreaterThanOrEqual(STOP_AFTER * BATCH);
    expect(first.events).toBeLessThan(EVENTS);
    expect(first.generation).toBe(uninterrupted.generation + 1);
    // What the stopped run left: exactly the batches it applied, each once, and its checkpoint with
    // them; the batch read ahead of the stop is nowhere.
    expect(await appliedCounts(t.db, first.generation)).toEqual({
      rows: first.events,
      distinctIds: first.events,
      counted: first.events,
    });
    expect(await storedPosition(t.db, first.generation)).toBe(first.events);

    const second = await replayProjection(t.db, t.store, tallyProjection, {
      batchSize: BATCH,
      logger: silentLogger,
    });
    expect(second).toMatchObject({ status: 'swapped', generation: first.generation });
    expect(first.events + second.events).toBe(EVENTS); // nothing read twice, nothing left out
    expect(await appliedCounts(t.db, first.generation)).toEqual({
      rows: EVENTS,
      distinctIds: EVENTS,
      counted: EVENTS,
    });
    expect(await tallyRows(t.db)).toEqual(expected);
  }, 120_000);
};

describe('replay read-ahead, stopped and resumed, on PGlite', () => cases('pglite'));

describeWhenSet('DATABASE_URL', 'replay read-ahead, stopped and resumed, on a PostgreSQL server', () =>
  cases('postgres'),
);
