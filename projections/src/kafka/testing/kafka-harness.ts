import { randomUUID } from 'node:crypto';
import {
  Relay,
  silentLogger,
  type DeliveredBatch,
  type DeliveryBroker,
  type DeliveryConsumer,
  type EventStore,
  type EventToAppend,
  type InMemoryBroker,
  type InMemoryConsumer,
  type SqlClient,
} from '@academy/platform';
import { type EventSchemas } from '@academy/domain';
import { z } from 'zod';
import { type Projection } from '../../runner/projection.js';

export const tick = (n: number): EventToAppend => ({
  eventId: randomUUID(),
  type: 'Tick',
  data: { n },
  metadata: {
    actor: null,
    correlationId: randomUUID(),
    causationId: null,
    timestamp: '2025-01-01T00:00:00.000Z',
  },
});

/** The counting projection reads its own events, each as recorded. */
const tickSchemas = { Tick: z.unknown() } satisfies EventSchemas;
type CountingProjection = Projection<'Tick', typeof tickSchemas>;

/**
 * A projection that is NOT idempotent on its own: it counts every event it is given, so an
 * exactly-once effect shows as counts equal to the events appended. `failOnce` makes one apply
 * call it and then throw (a worker dying inside its transaction); an event that `breaks` says
 * breaks it makes every apply call that holds it throw (a poison event).
 */
export const countingProjection = (
  name: string,
  hooks: { failOnce?: () => void; breaks?: (event: { streamId: string; data: unknown }) => boolean } = {},
): CountingProjection => ({
  name,
  codeVersion: 1,
  tables: [`${name}_counts`],
  handles: ['Tick'],
  schemas: tickSchemas,
  async create(tx, table) {
    await tx.exec(`create table ${table(`${name}_counts`)} (stream_id text primary key, n integer not null)`);
  },
  async apply(tx, events, table) {
    const fail = hooks.failOnce;
    if (fail) {
      hooks.failOnce = undefined;
      fail();
      throw new Error('the worker died in the middle of its transaction');
    }
    if (events.some((event) => hooks.breaks?.(event))) throw new Error('this event breaks the projection');
    const t = table(`${name}_counts`);
    for (const event of events) {
      await tx.query(
        `insert into ${t} (stream_id, n) values ($1, 1) on conflict (stream_id) do update set n = ${t}.n + 1`,
        [event.streamId],
      );
    }
  },
});

/** How many times each stream's events were applied (read through the view, as queries do). */
export const countsOf = async (
  db: SqlClient,
  projection: { tables: readonly string[] },
  streams: readonly string[],
) => {
  const { rows } = await db.query<{ stream_id: string; n: number }>(
    `select stream_id, n from ${projection.tables[0]!} where stream_id = any($1::text[])`,
    [streams],
  );
  return Object.fromEntries(streams.map((s) => [s, rows.find((r) => r.stream_id === s)?.n ?? 0]));
};

export const until = async (check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** The in-memory broker with small batches, whose consumers the test can reach and watch. */
export const watchedBroker = (
  inner: InMemoryBroker,
  onBatch?: (consumer: InMemoryConsumer, batch: DeliveredBatch, next: number) => void,
) => {
  const consumers: InMemoryConsumer[] = [];
  const broker: DeliveryBroker = {
    producer: () => inner.producer(),
    ensureTopic: () => inner.ensureTopic(),
    consumer(groupId): DeliveryConsumer {
      const consumer = inner.consumer(groupId, { maxBatch: 5 });
      consumers.push(consumer);
      return {
        start: (handler) =>
          consumer.start(async (batch) => {
            const next = await handler(batch);
            onBatch?.(consumer, batch, next);
            return next;
          }),
        stop: () => consumer.stop(),
      };
    },
  };
  return { broker, consumers };
};

export const startRelay = (db: SqlClient, store: EventStore, broker: DeliveryBroker): Relay => {
  const relay = new Relay(db, store, broker.producer(), { batchSize: 7, logger: silentLogger });
  relay.start();
  return relay;
};
