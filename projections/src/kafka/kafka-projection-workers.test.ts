import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  deliveryMigrations,
  eventStoreMigrations,
  InMemoryBroker,
  messagesParkedTotal,
  migrate,
  openPglite,
  partitionOfKey,
  projectionStateMigrations,
  silentLogger,
  SqlEventStore,
  toMessage,
  type DeliveryBroker,
  type Relay,
  type SqlClient,
} from '@academy/platform';
import { replayProjection } from '../replay/replay.js';
import { type AnyProjection } from '../runner/projection.js';
import { KafkaProjectionWorkers } from './kafka-projection-workers.js';
import {
  countingProjection,
  countsOf,
  startRelay,
  tick,
  until,
  watchedBroker,
} from './testing/kafka-harness.js';

describe('projection workers on a partitioned broker', () => {
  let db: SqlClient;
  let store: SqlEventStore;
  let inner: InMemoryBroker;
  let relay: Relay;
  let running: KafkaProjectionWorkers[] = [];
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...eventStoreMigrations, ...projectionStateMigrations, ...deliveryMigrations]);
    store = new SqlEventStore(db);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });
  beforeEach(async () => {
    await db.exec('delete from relay_checkpoints; delete from relay_offset_log');
    inner = new InMemoryBroker(3);
    relay = startRelay(db, store, inner);
  });
  afterEach(async () => {
    await Promise.all(running.map((w) => w.stop()));
    running = [];
    await relay.stop();
  });

  const worker = async (broker: DeliveryBroker, projection: AnyProjection) => {
    const w = new KafkaProjectionWorkers(db, broker, [projection], {
      logger: silentLogger,
      retryPauseMs: 10,
    });
    running.push(w);
    await w.start();
    return w;
  };
  /**
   * `perStream` Ticks on each of `count` new streams, one append each. The streams cover every
   * partition (random ids alone left one of the 3 empty in about one run of eight).
   */
  const appendTicks = async (count: number, perStream: number) => {
    const streams: string[] = [];
    const covered = new Set<number>();
    while (streams.length < count) {
      const stream = `tick-${randomUUID()}`;
      const partition = partitionOfKey(stream, inner.partitions);
      const missing = inner.partitions - covered.size;
      if (covered.has(partition) && count - streams.length <= missing) continue;
      covered.add(partition);
      streams.push(stream);
    }
    for (let n = 1; n <= perStream; n++)
      for (const stream of streams) await store.append(stream, [tick(n)], { expectedVersion: n - 1 });
    return streams;
  };
  const allCounted = (projection: AnyProjection, streams: string[], expected: number) => async () =>
    Object.values(await countsOf(db, projection, streams)).every((n) => n >= expected);
  const storedOffsets = async (name: string) =>
    (
      await db.query<{ generation: number; partition: number; next_offset: string }>(
        'select generation, partition, next_offset from projection_partition_offsets where name = $1 order by partition',
        [name],
      )
    ).rows;

  it('when two workers of a group share the partitions, then each event is applied once and each partition offset is stored with the rows', async () => {
    const projection = countingProjection(`c${randomUUID().slice(0, 8)}`);
    const { broker } = watchedBroker(inner);
    await worker(broker, projection);
    await worker(broker, projection);
    const streams = await appendTicks(8, 4);
    await until(allCounted(projection, streams, 4));
    await until(async () => (await storedOffsets(projection.name)).length === 3);
    expect(Object.values(await countsOf(db, projection, streams))).toEqual(streams.map(() => 4));
    const offsets = await storedOffsets(projection.name);
    expect(offsets.map((o) => Number(o.next_offset))).toEqual(inner.log.map((p) => p.length));
  });

  it('when the broker delivers everything again and the relay sends copies, then nothing is applied twice', async () => {
    const projection = countingProjection(`c${randomUUID().slice(0, 8)}`);
    const { broker } = watchedBroker(inner);
    const first = await worker(broker, projection);
    const streams = await appendTicks(5, 3);
    await until(allCounted(projection, streams, 3));
    await first.stop();
    inner.group(`academy-projection-${projection.name}`).committed.clear(); // the hint is lost
    for (const stream of streams)
      await inner.producer().send((await store.readStream(stream)).map(toMessage)); // copies
    await worker(broker, projection);
    const later = await appendTicks(1, 1);
    await until(allCounted(projection, later, 1));
    expect(Object.values(await countsOf(db, projection, streams))).toEqual(streams.map(() => 3));
  });

  it('when a worker is killed after its transaction and before the broker heard of the offset, then the next worker skips what was applied', async () => {
    const projection = countingProjection(`c${randomUUID().slice(0, 8)}`);
    let killed = false;
    let redelivered = 0;
    const applied = new Set<string>();
    const { broker } = watchedBroker(inner, (consumer, batch) => {
      for (const m of batch.messages) {
        const key = `${m.partition}:${m.offset}`;
        if (applied.has(key)) redelivered++;
        applied.add(key);
      }
      if (!killed) {
        killed = true;
        consumer.crash(); // the rows and the offset are committed; the broker never hears of it
      }
    });
    await worker(broker, projection);
    const streams = await appendTicks(6, 3);
    await until(() => killed);
    await worker(broker, projection);
    await until(allCounted(projection, streams, 3));
    expect(redelivered).toBeGreaterThan(0);
    expect(Object.values(await countsOf(db, projection, streams))).toEqual(streams.map(() => 3));
  });

  it('when a worker dies inside its transaction, then nothing of that batch stays and the next worker applies it once', async () => {
    const { broker, consumers } = watchedBroker(inner);
    const hooks = { failOnce: () => consumers[0]!.crash() };
    const projection = countingProjection(`c${randomUUID().slice(0, 8)}`, hooks);
    await worker(broker, projection);
    const streams = await appendTicks(6, 2);
    await until(() => hooks.failOnce === undefined);
    await worker(broker, projection);
    await until(allCounted(projection, streams, 2));
    expect(Object.values(await countsOf(db, projection, streams))).toEqual(streams.map(() => 2));
  });

  it('when the projection is rebuilt from the store, then the workers go on with the new generation from the offsets matching its checkpoint', async () => {
    const projection = countingProjection(`c${randomUUID().slice(0, 8)}`);
    const { broker } = watchedBroker(inner);
    await worker(broker, projection);
    const before = await appendTicks(4, 2);
    await until(allCounted(projection, before, 2));
    const replayed = await replayProjection(db, store, projection, { batchSize: 50, logger: silentLogger });
    expect(replayed.status).toBe('swapped');
    const after = await appendTicks(4, 2);
    await until(allCounted(projection, after, 2));
    await until(async () =>
      (await storedOffsets(projection.name)).every((o) => o.generation === replayed.generation),
    );
    expect(Object.values(await countsOf(db, projection, [...before, ...after]))).toEqual(
      [...before, ...after].map(() => 2),
    );
  });

  const parked = async (name: string) =>
    (
      await db.query<{ partition: number; message_offset: string; reason: string; error: string }>(
        'select partition, message_offset, reason, error from parked_messages where name = $1',
        [name],
      )
    ).rows;
  const parkedCount = async (name: string, reason: string) =>
    (await messagesParkedTotal.get()).values.find(
      (v) => v.labels.projection === name && v.labels.reason === reason,
    )?.value ?? 0;

  it('when a message on the topic is not an event, then it is parked and counted and the partition goes on', async () => {
    const projection = countingProjection(`c${randomUUID().slice(0, 8)}`);
    await worker(watchedBroker(inner).broker, projection);
    const streams = await appendTicks(3, 1);
    await until(allCounted(projection, streams, 1));
    await inner.producer().send([{ key: streams[0]!, value: '{"not":"an event"' }]);
    for (const stream of streams) await store.append(stream, [tick(2)], { expectedVersion: 1 });
    await until(allCounted(projection, streams, 2));
    expect(await parked(projection.name)).toEqual([
      expect.objectContaining({
        partition: partitionOfKey(streams[0]!, inner.partitions),
        reason: 'not-an-event',
      }),
    ]);
    expect(await parkedCount(projection.name, 'not-an-event')).toBe(1);
  });

  it('when one event fails every time it is applied, then it is parked with its error and the events after it on its partition are applied', async () => {
    let poison = '';
    const projection = countingProjection(`c${randomUUID().slice(0, 8)}`, {
      breaks: (e) => e.streamId === poison && (e.data as { n: number }).n === 2,
    });
    await worker(watchedBroker(inner).broker, projection);
    const streams = await appendTicks(4, 1);
    poison = streams[0]!;
    for (let n = 2; n <= 3; n++)
      for (const stream of streams) await store.append(stream, [tick(n)], { expectedVersion: n - 1 });
    await until(async () => (await countsOf(db, projection, streams))[poison] === 2);
    await until(allCounted(projection, streams.slice(1), 3));
    expect(await parked(projection.name)).toEqual([
      expect.objectContaining({ reason: 'failed', error: 'this event breaks the projection' }),
    ]);
    expect(await parkedCount(projection.name, 'failed')).toBe(1);
  });
});
