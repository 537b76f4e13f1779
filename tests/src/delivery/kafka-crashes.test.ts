import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it, jest } from '@jest/globals';
import {
  deliveryMigrations,
  eventStoreMigrations,
  migrate,
  openKafkaJsBroker,
  openPglite,
  projectionStateMigrations,
  Relay,
  silentLogger,
  SqlEventStore,
  type DeliveryProducer,
  type KafkaJsBroker,
  type SqlClient,
} from '@academy/platform';
import { KafkaProjectionWorkers } from '@academy/projections';
import { newEvent } from '../event-store/contract.js';
import { countingProjection, countsOf } from '../support/counting-projection.js';
import { canCrashKafka, kafkaDataDir, startLocalKafka, type LocalKafka } from '../support/kafka-server.js';
import { describeWhen } from '../support/needs.js';

// A broker started, killed and started again, on a shared machine.
jest.setTimeout(300_000);

const crashable = await canCrashKafka();

const until = async (check: () => Promise<boolean>, ms = 180_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describeWhen(
  crashable,
  'mvn and java (a broker of its own to SIGKILL; KAFKA_BROKERS unset)',
  'the Kafka path through crashes',
  () => {
    const data = kafkaDataDir();
    let kafka: LocalKafka;
    let broker: KafkaJsBroker;
    let db: SqlClient;
    let store: SqlEventStore;
    const stops: (() => Promise<void>)[] = [];
    const models = [countingProjection('crash_a'), countingProjection('crash_b')];
    beforeAll(async () => {
      kafka = await startLocalKafka({ dataDir: data.dir });
      broker = await openKafkaJsBroker(
        [kafka.address],
        silentLogger,
        `academy.events.crash-${randomUUID().slice(0, 8)}`,
      );
      await broker.ensureTopic(3);
      db = await openPglite();
      await migrate(db, [...eventStoreMigrations, ...projectionStateMigrations, ...deliveryMigrations]);
      store = new SqlEventStore(db);
      const workers = new KafkaProjectionWorkers(db, broker, models, { logger: silentLogger });
      await workers.start();
      stops.push(() => workers.stop());
    });
    afterEach(async () => {
      for (const stop of stops.splice(1).reverse()) await stop(); // the relays of a test
    });
    afterAll(async () => {
      for (const stop of stops.reverse()) await stop();
      await store?.close();
      await db?.close();
      await kafka?.stop();
      data.remove();
    });

    /** Appends `rounds` events to each stream, one command at a time; `during` runs after `at` of them. */
    const burst = async (streams: string[], rounds: number, at: number, during: () => Promise<void>) => {
      let acknowledged = 0;
      for (let v = 1; v <= rounds; v++)
        for (const s of streams) {
          await store.append(s, [newEvent('Tick')], { expectedVersion: v - 1 });
          if (++acknowledged === at) await during();
        }
    };
    const everyModelHasEach = async (streams: string[], n: number) => {
      for (const model of models) {
        const counts = await countsOf(db, model, streams);
        if (!Object.values(counts).every((c) => c >= n)) return false;
      }
      return true;
    };
    const expectEachOnce = async (streams: string[], n: number) => {
      await until(() => everyModelHasEach(streams, n));
      for (const model of models)
        expect(await countsOf(db, model, streams)).toEqual(Object.fromEntries(streams.map((s) => [s, n])));
    };
    const startRelay = (producer: DeliveryProducer = broker.producer()) => {
      const relay = new Relay(db, store, producer, { batchSize: 10, logger: silentLogger });
      relay.start();
      stops.push(() => relay.stop());
      return relay;
    };

    it('when the broker is SIGKILLed and started again during a burst of commands, then every acknowledged command reaches every read model once', async () => {
      startRelay();
      const streams = Array.from({ length: 20 }, () => `tick-${randomUUID()}`);
      await burst(streams, 5, 30, async () => {
        await kafka.kill();
        kafka = await startLocalKafka({ dataDir: data.dir, port: kafka.port });
      });
      await expectEachOnce(streams, 5);
    });

    it('when the relay dies halfway through sending a batch, then a new relay sends it again and every read model has each event once', async () => {
      const streams = Array.from({ length: 12 }, () => `tick-${randomUUID()}`);
      const real = broker.producer();
      let sends = 0;
      let died = false;
      // The third batch: half of it reaches the broker, then the process is gone (no checkpoint saved).
      const halfway: DeliveryProducer = {
        send: async (messages) => {
          if (++sends !== 3) return real.send(messages);
          await real.send(messages.slice(0, Math.ceil(messages.length / 2)));
          died = true;
          void dying.stop();
          throw new Error('killed');
        },
        close: () => real.close(),
      };
      const dying: Relay = startRelay(halfway);
      await burst(streams, 4, 48, () => until(() => Promise.resolve(died)));
      startRelay();
      await expectEachOnce(streams, 4);
    });
  },
);
