import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eventStoreMigrations } from '../event-store/schema.js';
import { SqlEventStore } from '../event-store/sql-event-store.js';
import { START, type EventToAppend } from '../event-store/port.js';
import { silentLogger } from '../logging/logger.js';
import { migrate } from '../sql/migrate.js';
import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
import { fromMessage } from './event-envelope.js';
import { InMemoryBroker } from './in-memory-broker.js';
import { type DeliveryProducer } from './port.js';
import { Relay } from './relay.js';
import { offsetsAfterCheckpoint, readRelayCheckpoint } from './relay-state.js';
import { deliveryMigrations } from './schema.js';

const event = (type: string, data: unknown = {}): EventToAppend => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: {
    actor: null,
    correlationId: randomUUID(),
    causationId: null,
    timestamp: '2025-01-01T00:00:00.000Z',
  },
});

const until = async (check: () => Promise<boolean> | boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('relay from the store to the broker', () => {
  let db: SqlClient;
  let store: SqlEventStore;
  let broker: InMemoryBroker;
  let relay: Relay | undefined;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...eventStoreMigrations, ...deliveryMigrations]);
    store = new SqlEventStore(db);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });
  beforeEach(async () => {
    await db.exec('delete from relay_checkpoints; delete from relay_offset_log');
    broker = new InMemoryBroker(3);
  });
  afterEach(async () => {
    await relay?.stop();
    relay = undefined;
  });
  const startRelay = (producer: DeliveryProducer = broker.producer(), batchSize = 4) => {
    relay = new Relay(db, store, producer, { batchSize, logger: silentLogger });
    relay.start();
    return relay;
  };

  it('when events of several streams are relayed, then each stream sits in one partition in version order and the checkpoint reaches the head', async () => {
    const streams = Array.from({ length: 6 }, () => `user-${randomUUID()}`);
    for (let round = 0; round < 5; round++)
      for (const stream of streams)
        await store.append(stream, [event('Tick', { round })], { expectedVersion: round });
    startRelay();
    const head = await store.head();
    await until(async () => (await readRelayCheckpoint(db)).position === head.position);
    for (const stream of streams) {
      const carrying = broker.log.filter((p) => p.some((m) => m.key === stream));
      expect(carrying).toHaveLength(1);
      const versions = carrying[0]!.filter((m) => m.key === stream).map((m) => fromMessage(m.value)!.version);
      expect(versions).toEqual([1, 2, 3, 4, 5]);
    }
    const ends = await offsetsAfterCheckpoint(db, head);
    broker.log.forEach((partition, i) => expect(ends.get(i) ?? 0).toBe(partition.length));
  });

  it('when the broker has not acknowledged a batch, then the checkpoint stays; once it acknowledges, the checkpoint moves', async () => {
    await store.append(`user-${randomUUID()}`, [event('A'), event('B')], { expectedVersion: 'no-stream' });
    let acknowledge: () => void = () => undefined;
    const acknowledged = new Promise<void>((resolve) => (acknowledge = resolve));
    let sent = false;
    const inner = broker.producer();
    const slow: DeliveryProducer = {
      async send(messages) {
        const progress = await inner.send(messages);
        sent = true;
        await acknowledged; // the broker holds its answer until the test lets it go
        return progress;
      },
      close: () => inner.close(),
    };
    startRelay(slow);
    await until(() => sent);
    await new Promise((r) => setTimeout(r, 50));
    expect(await readRelayCheckpoint(db)).toEqual(START);
    acknowledge();
    const head = await store.head();
    await until(async () => (await readRelayCheckpoint(db)).position === head.position);
  });

  it('when a send fails, then the checkpoint holds and the events go out once the broker is back, none lost', async () => {
    const stream = `order-${randomUUID()}`;
    await store.append(stream, [event('A'), event('B'), event('C')], { expectedVersion: 'no-stream' });
    broker.failSends = 2;
    startRelay();
    const head = await store.head();
    await until(async () => (await readRelayCheckpoint(db)).position === head.position, 10_000);
    expect(broker.failSends).toBe(0);
    const relayed = broker.log.flat().filter((m) => m.key === stream);
    expect(relayed.map((m) => fromMessage(m.value)!.type)).toEqual(['A', 'B', 'C']);
  });
});
