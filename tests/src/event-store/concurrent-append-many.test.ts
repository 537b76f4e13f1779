import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  compareCheckpoints,
  ConcurrencyError,
  startCatchUp,
  type EventToAppend,
  type StoredEvent,
} from '@academy/platform';
import { describeWhenSet } from '../support/needs.js';
import { openTestStore, type Adapter, type StoreUnderTest } from '../support/stores.js';
import { newEvent } from './new-event.js';

const WRITERS = 8;
const COMMANDS_PER_WRITER = 40;
const STREAMS = 6;

/**
 * Writers append commands over two or three shared streams each, with exact versions (retrying on
 * a conflict), while a catch-up reader runs: through the group commit, each command must land in
 * one transaction, whole, and the reader must get every event once, in order, each stream without
 * a gap in its versions.
 */
const concurrentCommands = (adapter: Adapter) => {
  let t: StoreUnderTest;
  beforeAll(async () => {
    t = await openTestStore(adapter);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when 8 writers append multi-stream commands to shared streams while a reader catches up, then each command lands whole in one transaction and the reader gets every event once, in order', async () => {
    const run = randomUUID().slice(0, 8);
    const streams = Array.from({ length: STREAMS }, (_, i) => `many-${run}-${i}`);
    const from = await t.store.head();
    const delivered: StoredEvent[] = [];
    const reading = startCatchUp(t.store, from, async (batch) => void delivered.push(...batch), {
      batchSize: 37,
    });
    const commands: EventToAppend[][] = [];
    let conflicts = 0;
    const writer = async (w: number) => {
      for (let left = COMMANDS_PER_WRITER; left > 0;) {
        const chosen = [...streams].sort(() => Math.random() - 0.5).slice(0, 2 + (left % 2));
        const request = await Promise.all(
          chosen.map(async (streamId) => ({
            streamId,
            events: [newEvent('Tick', { w }), newEvent('Tock', { w })].slice(0, 1 + (left % 3 === 0 ? 1 : 0)),
            expectedVersion: await t.store.streamVersion(streamId),
          })),
        );
        try {
          await t.store.appendMany(request);
        } catch (error) {
          if (!(error instanceof ConcurrencyError)) throw error;
          conflicts++;
          continue;
        }
        commands.push(request.flatMap((r) => r.events));
        left--;
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    const total = commands.flat().length;
    for (
      let waited = 0;
      delivered.filter((e) => e.streamId.startsWith(`many-${run}`)).length < total;
      waited++
    ) {
      if (waited > 300) break;
      await t.store.waitForEvents(100);
    }
    await reading.stop();

    const ours = delivered.filter((e) => e.streamId.startsWith(`many-${run}-`));
    const byId = new Map(ours.map((e) => [e.eventId, e]));
    expect(byId.size).toBe(ours.length); // nothing twice
    expect(ours).toHaveLength(total); // nothing skipped
    for (const events of commands) {
      const txIds = new Set(events.map((e) => byId.get(e.eventId)!.checkpoint.txId));
      expect(txIds.size).toBe(1); // one transaction per command
    }
    for (let i = 1; i < delivered.length; i++)
      expect(compareCheckpoints(delivered[i]!.checkpoint, delivered[i - 1]!.checkpoint)).toBeGreaterThan(0);
    for (const stream of streams) {
      const versions = ours.filter((e) => e.streamId === stream).map((e) => e.version);
      expect(versions).toEqual(versions.map((_, i) => i + 1));
    }
    expect(conflicts).toBeGreaterThan(0); // the writers did race
  }, 180_000);
};

describe('appendMany under concurrent writers on PGlite', () => concurrentCommands('pglite'));
describeWhenSet('DATABASE_URL', 'appendMany under concurrent writers on a PostgreSQL server', () =>
  concurrentCommands('postgres'),
);
