import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  deliveryMigrations,
  eventStoreMigrations,
  openKafkaJsBroker,
  type KafkaJsBroker,
  migrate,
  openPglite,
  projectionStateMigrations,
  Relay,
  silentLogger,
  SqlEventStore,
  type DeliveredMessage,
  type SqlClient,
} from '@academy/platform';
import { KafkaProjectionWorkers } from '@academy/projections';
import { countingProjection } from '../support/counting-projection.js';
import { type ServerUnderTest } from '../support/container-runtime.js';
import { KAFKA_NEEDS, kafkaFor } from '../support/kafka-server.js';
import { describeWhen } from '../support/needs.js';
import { newEvent } from '../event-store/contract.js';

// KAFKA_BROKERS names a broker; else `npm run broker` starts one (mvn and java), else a container
// (a container runtime); else the suite is reported skipped, naming what is missing.
const server = await kafkaFor();
const suite = (title: string, fn: () => void) => describeWhen(server !== undefined, KAFKA_NEEDS, title, fn);

const until = async (check: () => Promise<boolean> | boolean, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

suite('event delivery on a Kafka broker', () => {
  let running: ServerUnderTest;
  let broker: KafkaJsBroker;
  let db: SqlClient;
  let store: SqlEventStore;
  const topic = `academy.events.test-${randomUUID().slice(0, 8)}`;
  /** Where each partition ended after the first test's direct sends (the relay's messages come after). */
  const sentDirectly = new Map<number, number>();
  beforeAll(async () => {
    running = await server!();
    broker = await openKafkaJsBroker(running.address.split(','), silentLogger, topic);
    await broker.ensureTopic(3);
    db = await openPglite();
    await migrate(db, [...eventStoreMigrations, ...projectionStateMigrations, ...deliveryMigrations]);
    store = new SqlEventStore(db);
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    await db?.close();
    await running?.stop();
  });

  it('when messages of many keys are sent, then the group reads each key from one partition in the order sent, and the answer gives each partition its end', async () => {
    const producer = broker.producer();
    const keys = Array.from({ length: 6 }, () => `stream-${randomUUID()}`);
    const ends = new Map<number, number>();
    for (let i = 0; i < 5; i++)
      for (const p of await producer.send(keys.map((key) => ({ key, value: String(i) }))))
        ends.set(p.partition, p.nextOffset);
    await producer.close();
    for (const [partition, end] of ends) sentDirectly.set(partition, end);
    const seen: DeliveredMessage[] = [];
    const consumer = broker.consumer(`test-${randomUUID()}`);
    await consumer.start(async (batch) => {
      seen.push(...batch.messages);
      return batch.messages.at(-1)!.offset + 1;
    });
    await until(() => seen.length >= 30);
    await consumer.stop();
    for (const key of keys) {
      const mine = seen.filter((m) => m.key === key);
      expect(new Set(mine.map((m) => m.partition)).size).toBe(1);
      expect(mine.map((m) => m.value)).toEqual(['0', '1', '2', '3', '4']);
    }
    for (const [partition, end] of ends)
      expect(Math.max(...seen.filter((m) => m.partition === partition).map((m) => m.offset)) + 1).toBe(end);
  });

  it('when the relay produces the store and two workers consume, then every event is applied once and the offsets stored are the topic ends', async () => {
    const projection = countingProjection(`k${randomUUID().slice(0, 8)}`);
    const streams = Array.from({ length: 8 }, () => `tick-${randomUUID()}`);
    for (let v = 1; v <= 3; v++)
      for (const s of streams) await store.append(s, [newEvent('Tick')], { expectedVersion: v - 1 });
    const relay = new Relay(db, store, broker.producer(), { batchSize: 5, logger: silentLogger });
    relay.start();
    const workers = [1, 2].map(
      () => new KafkaProjectionWorkers(db, broker, [projection], { logger: silentLogger }),
    );
    for (const w of workers) await w.start();
    const counts = async () =>
      (await db.query<{ n: number }>(`select n from ${projection.tables[0]!}`)).rows.map((r) => r.n);
    const offsets = async () => {
      const { rows } = await db.query<{ partition: number; next_offset: string }>(
        'select partition, next_offset from projection_partition_offsets where name = $1',
        [projection.name],
      );
      return rows.map((r) => [r.partition, Number(r.next_offset)]).sort();
    };
    const ends = async () => {
      const { rows } = await db.query<{ partition: number; end: string }>(
        'select partition, max(next_offset) as end from relay_offset_log group by partition',
      );
      const byPartition = new Map(sentDirectly);
      for (const r of rows) byPartition.set(r.partition, Number(r.end));
      return [...byPartition].sort();
    };
    // Applied everywhere, and every partition read to its end: a partition none of the 8 streams hashes
    // to (about 1 run in 26) holds only the first test's messages, and the workers read those to their end too.
    await until(
      async () =>
        (await counts()).length === 8 &&
        (await counts()).every((n) => n >= 3) &&
        JSON.stringify(await offsets()) === JSON.stringify(await ends()),
    ).catch(() => undefined);
    await Promise.all(workers.map((w) => w.stop()));
    await relay.stop();
    expect(await counts()).toEqual(streams.map(() => 3));
    expect(await offsets()).toEqual(await ends());
  }, 120_000);

  it('when workers join and leave the group while the relay produces, then every event is applied exactly once', async () => {
    const projection = countingProjection(`j${randomUUID().slice(0, 8)}`);
    const streams = Array.from({ length: 12 }, () => `tick-${randomUUID()}`);
    const relay = new Relay(db, store, broker.producer(), { batchSize: 7, logger: silentLogger });
    relay.start();
    const join = async () => {
      const w = new KafkaProjectionWorkers(db, broker, [projection], { logger: silentLogger });
      await w.start();
      return w;
    };
    const counts = async () =>
      (
        await db.query<{ n: number }>(
          `select n from ${projection.tables[0]!} where stream_id = any($1::text[]) order by stream_id`,
          [streams],
        )
      ).rows.map((r) => r.n);
    const rounds = 10;
    const first = await join();
    let second: KafkaProjectionWorkers | undefined;
    let third: KafkaProjectionWorkers | undefined;
    for (let v = 1; v <= rounds; v++) {
      for (const s of streams) await store.append(s, [newEvent('Tick')], { expectedVersion: v - 1 });
      if (v === 3) second = await join(); // a rebalance mid-stream: the partitions are shared out
      if (v === 5) await until(async () => (await counts()).length > 0);
      if (v === 6) await first.stop(); // leaves: its partitions go to the others
      if (v === 8) third = await join();
    }
    await until(async () => (await counts()).length === 12 && (await counts()).every((n) => n >= rounds));
    await Promise.all([second?.stop(), third?.stop()]);
    await relay.stop();
    expect(await counts()).toEqual(streams.map(() => rounds));
  }, 180_000);
});
