import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  compareCheckpoints,
  ConcurrencyError,
  SqlEventStore,
  startCatchUp,
  type Checkpoint,
  type SqlClient,
  type SqlExecutor,
  type SqlResult,
  type StoredEvent,
} from '@academy/platform';
import { describeWhenSet } from '../support/needs.js';
import { openTestStore, type StoreUnderTest } from '../support/stores.js';
import { newEvent } from './contract.js';

const WRITERS = 8;
const EVENTS_PER_WRITER = 500;
const STREAMS = 12;

/** Collects what a catch-up reader is handed and resolves once `count` events arrived. */
const collector = () => {
  const delivered: StoredEvent[] = [];
  const checkpoints: Checkpoint[] = [];
  let waiting: { count: number; resolve: () => void } | undefined;
  return {
    delivered,
    checkpoints,
    handle: async (batch: StoredEvent[], checkpoint: Checkpoint) => {
      delivered.push(...batch);
      checkpoints.push(checkpoint);
      if (waiting && delivered.length >= waiting.count) waiting.resolve();
    },
    /** Resolves when at least `count` events arrived, or after `ms` (the caller then sees the shortfall). */
    until(count: number, ms: number): Promise<void> {
      if (delivered.length >= count) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        waiting = { count, resolve: () => (clearTimeout(timer), resolve()) };
      });
    },
  };
};

describeWhenSet('DATABASE_URL', 'event store on a PostgreSQL server with concurrent writers', () => {
  let t: StoreUnderTest;
  beforeAll(async () => {
    t = await openTestStore('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when 8 writers append 500 events each to shared streams while a catch-up reader runs, then it receives every event exactly once, in order', async () => {
    const run = randomUUID().slice(0, 8);
    const streams = Array.from({ length: STREAMS }, (_, i) => `conc-${run}-${i}`);
    const from = await t.store.head();
    const seen = collector();
    const reading = startCatchUp(t.store, from, seen.handle, { batchSize: 37 });

    const written: string[] = [];
    let conflicts = 0;
    const writer = async (w: number) => {
      // Half the writers append at whatever version the stream is; half claim an exact version and retry on a conflict.
      const exact = w % 2 === 1;
      let left = EVENTS_PER_WRITER;
      while (left > 0) {
        const stream = streams[Math.floor(Math.random() * streams.length)]!;
        const events = Array.from({ length: Math.min(left, 1 + Math.floor(Math.random() * 3)) }, () =>
          newEvent('Tick', { writer: w }),
        );
        try {
          const expectedVersion = exact ? await t.store.streamVersion(stream) : 'any';
          await t.store.append(stream, events, { expectedVersion });
        } catch (error) {
          if (!(error instanceof ConcurrencyError)) throw error;
          conflicts++;
          continue;
        }
        written.push(...events.map((e) => e.eventId));
        left -= events.length;
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    await seen.until(WRITERS * EVENTS_PER_WRITER, 30_000);
    await reading.stop();

    const ours = seen.delivered.filter((e) => e.streamId.startsWith(`conc-${run}-`));
    const ids = ours.map((e) => e.eventId);
    expect(written).toHaveLength(WRITERS * EVENTS_PER_WRITER);
    expect(new Set(ids).size).toBe(ids.length); // nothing twice
    expect([...ids].sort()).toEqual([...written].sort()); // nothing skipped
    // Delivery order: checkpoints only move forward, and each stream arrives version 1, 2, 3, … without a gap.
    for (let i = 1; i < seen.delivered.length; i++) {
      expect(
        compareCheckpoints(seen.delivered[i]!.checkpoint, seen.delivered[i - 1]!.checkpoint),
      ).toBeGreaterThan(0);
    }
    for (const stream of streams) {
      const versions = ours.filter((e) => e.streamId === stream).map((e) => e.version);
      expect(versions).toEqual(versions.map((_, i) => i + 1));
    }
    // The exact-version writers did race each other (otherwise this proved less than it claims).
    expect(conflicts).toBeGreaterThan(0);
  }, 120_000);

  it('when a transaction that appended first commits after a later one, then the catch-up reader still gets it, before the later one', async () => {
    let appended: () => void = () => undefined;
    const firstAppended = new Promise<void>((r) => (appended = r));
    let commit: () => void = () => undefined;
    const gate = new Promise<void>((r) => (commit = r));
    // The same store code, on a client whose appends to `events` hold (uncommitted) until the gate opens.
    const holdInsert = <R>(run: (tx: SqlExecutor) => Promise<R>): Promise<R> =>
      t.db.transaction(async (tx) => {
        const result = await run(tx);
        appended();
        await gate;
        return result;
      });
    const inserts = (text: string) => /^\s*insert into events\b/i.test(text);
    // Whatever else the client's query takes (options) passes through untouched.
    const passOn = (target: SqlExecutor, text: string, rest: unknown[]) =>
      (target.query as (text: string, ...rest: unknown[]) => Promise<SqlResult<unknown>>).call(
        target,
        text,
        ...rest,
      );
    const holding: SqlClient = {
      ...t.db,
      query: ((text: string, ...rest: unknown[]) =>
        inserts(text)
          ? holdInsert((tx) => passOn(tx, text, rest))
          : passOn(t.db, text, rest)) as SqlClient['query'],
      transaction: (fn) => holdInsert(fn),
    };
    const slowStore = new SqlEventStore(holding);
    const from = await t.store.head();
    const seen = collector();
    const reading = startCatchUp(t.store, from, seen.handle, { batchSize: 10 });

    const stream = `held-${randomUUID()}`;
    const early = newEvent('Early');
    const late = newEvent('Late');
    const first = slowStore.append(stream, [early], { expectedVersion: 'no-stream' });
    let second = { position: 0 };
    try {
      await firstAppended;
      second = await t.store.append(`other-${randomUUID()}`, [late], { expectedVersion: 'no-stream' });
      const visibleMax = (await t.db.query<{ p: string }>('select max(position) as p from events')).rows[0];
      expect(Number(visibleMax?.p)).toBe(second.position); // the uncommitted row is invisible; the later one is there

      // While the first is open, readers are held below it: the later event is not handed out yet.
      await new Promise((r) => setTimeout(r, 300));
      expect(seen.delivered.map((e) => e.eventId)).not.toContain(late.eventId);
      expect((await t.store.readAll(from, 100)).events.map((e) => e.eventId)).not.toContain(late.eventId);
    } finally {
      commit(); // never leave the transaction open, even when an expectation failed
      await seen.until(2, 10_000);
      await reading.stop();
    }
    const { position: earlyPosition } = await first;
    expect(earlyPosition).toBeLessThan(second.position); // it did take the lower position, then committed later
    expect(seen.delivered.map((e) => e.eventId)).toEqual([early.eventId, late.eventId]);
  }, 30_000);
});
