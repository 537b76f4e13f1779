import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  compareCheckpoints,
  ConcurrencyError,
  START,
  startCatchUp,
  type Checkpoint,
  type EventStore,
  type StoredEvent,
} from '@academy/platform';
import { openTestStore, type Adapter } from '../support/stores.js';
import { appendManyContract } from './contract-append-many.js';
import { newEvent } from './new-event.js';

export { newEvent };

/** Opens an empty store of an adapter that is not SQL (KurrentDB). */
export type StoreOpener = () => Promise<{ store: EventStore; close(): Promise<void> }>;

/**
 * The events after `from` that `mine` picks, once `count` of them are readable. On a server, a
 * transaction still open anywhere on it (another test's database too) holds newer events back
 * from readers for a moment: that is the store's rule, so a reader waits as a catch-up loop would.
 */
const visibleAfter = async (
  store: EventStore,
  from: Checkpoint,
  mine: (e: StoredEvent) => boolean,
  count: number,
): Promise<StoredEvent[]> => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ours = (await store.readAll(from, 1000)).events.filter(mine);
    if (ours.length >= count || Date.now() > deadline) return ours;
    await store.waitForEvents(100);
  }
};

/** The event-store contract: every adapter of the port passes the same cases. */
export const eventStoreContract = (adapter: Adapter | StoreOpener): void => {
  let t: Awaited<ReturnType<StoreOpener>>;
  beforeAll(async () => {
    t = typeof adapter === 'function' ? await adapter() : await openTestStore(adapter);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  describe('append and read', () => {
    it('when events are appended, then reading the stream returns the same events, types, data and metadata', async () => {
      const stream = `order-${randomUUID()}`;
      const events = [
        newEvent('CheckoutStarted', { amount: 12.5, tags: ['a'] }, 'u1'),
        newEvent('PaymentSucceeded', { ok: true }),
      ];
      const result = await t.store.append(stream, events, { expectedVersion: 'no-stream' });
      expect(result.nextVersion).toBe(2);
      expect(Number.isInteger(result.position)).toBe(true);
      const read = await t.store.readStream(stream);
      expect(read.map((e) => [e.eventId, e.type, e.data, e.metadata, e.version])).toEqual(
        events.map((e, i) => [e.eventId, e.type, e.data, e.metadata, i + 1]),
      );
      expect(read[1]!.position).toBe(result.position);
    });

    it('when the expected version is stale, then the append fails with a concurrency error and writes nothing', async () => {
      const stream = `user-${randomUUID()}`;
      await t.store.append(stream, [newEvent('A')], { expectedVersion: 'no-stream' });
      await t.store.append(stream, [newEvent('B')], { expectedVersion: 1 });
      await expect(
        t.store.append(stream, [newEvent('C'), newEvent('D')], { expectedVersion: 1 }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(
        t.store.append(stream, [newEvent('C')], { expectedVersion: 'no-stream' }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect((await t.store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('when the same events are appended again (a retried command), then nothing is written twice and the first result returns', async () => {
      const stream = `user-${randomUUID()}`;
      const events = [newEvent('Registered')];
      const first = await t.store.append(stream, events, { expectedVersion: 'no-stream' });
      const again = await t.store.append(stream, events, { expectedVersion: 'no-stream' });
      expect(again).toEqual(first);
      expect(await t.store.streamVersion(stream)).toBe(1);
    });

    it('when racing appends expect the same version, then exactly one wins', async () => {
      const stream = `email-${randomUUID()}`;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          t.store.append(stream, [newEvent('EmailClaimed')], { expectedVersion: 'no-stream' }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(
        outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof ConcurrencyError),
      ).toHaveLength(7);
    });
  });

  appendManyContract(() => t.store);

  describe('read-your-writes', () => {
    it('when an append answers a position, then a reader has passed checkpointAt(position) once it has read that append, not before', async () => {
      const from = await t.store.head();
      const stream = `ryw-${randomUUID()}`;
      const { position } = await t.store.append(stream, [newEvent('A'), newEvent('B'), newEvent('C')], {
        expectedVersion: 'no-stream',
      });
      const target = await t.store.checkpointAt(position);
      const ours = await visibleAfter(t.store, from, (e) => e.streamId === stream, 3);
      expect(ours.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(compareCheckpoints(ours[2]!.checkpoint, target)).toBeGreaterThanOrEqual(0);
      expect(compareCheckpoints(ours[1]!.checkpoint, target)).toBeLessThan(0);
    });
  });

  describe('readAll and the catch-up loop', () => {
    it('when reading all, then events come in delivery order and the checkpoint resumes after the last one', async () => {
      const from = await t.store.head();
      const streams = [`s-${randomUUID()}`, `s-${randomUUID()}`];
      for (let i = 0; i < 6; i++)
        await t.store.append(streams[i % 2]!, [newEvent('Tick', { i })], { expectedVersion: 'any' });
      await visibleAfter(t.store, from, (e) => streams.includes(e.streamId), 6);
      const first = await t.store.readAll(from, 4);
      const rest = await t.store.readAll(first.checkpoint, 100);
      const all = [...first.events, ...rest.events].filter((e) => streams.includes(e.streamId));
      expect(all.map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(all.every((e) => Number.isInteger(e.position))).toBe(true);
      expect(await t.store.countAfter(first.checkpoint)).toBe(rest.events.length);
    });

    it('when a reader catches up, then it gets what exists and then live events, each once', async () => {
      const stream = `live-${randomUUID()}`;
      await t.store.append(stream, [newEvent('Old', { n: 1 })], { expectedVersion: 'any' });
      const seen: StoredEvent[] = [];
      let resolveSeen: () => void = () => undefined;
      const allSeen = new Promise<void>((r) => (resolveSeen = r));
      const reading = startCatchUp(t.store, START, async (batch) => {
        seen.push(...batch.filter((e) => e.streamId === stream));
        if (seen.length >= 3) resolveSeen();
      });
      await new Promise((r) => setTimeout(r, 50));
      await t.store.append(stream, [newEvent('New', { n: 2 })], { expectedVersion: 'any' });
      await t.store.append(stream, [newEvent('New', { n: 3 })], { expectedVersion: 'any' });
      await allSeen;
      await reading.stop();
      expect(seen.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
    });
  });
};
