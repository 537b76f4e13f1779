import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { allMigrations } from '@academy/app';
import { migrate, openPglite, silentLogger, START, type SqlClient } from '@academy/platform';
import { replayProjection } from '@academy/projections';
import { type ServerUnderTest } from '../support/container-runtime.js';
import { startKafkaAcademy, type KafkaAcademy } from '../support/kafka-academy.js';
import { KAFKA_NEEDS, kafkaFor } from '../support/kafka-server.js';
import { describeWhen } from '../support/needs.js';
import { readModels } from '../support/read-models.js';
import { scenario } from '../simulation/scenario.js';

// A broker start and every projection on PGlite, on a shared machine.
jest.setTimeout(300_000);

const server = await kafkaFor();

describeWhen(
  server !== undefined,
  KAFKA_NEEDS,
  'the academy on a Kafka broker: relay, workers, replay',
  () => {
    let running: ServerUnderTest;
    let academy: KafkaAcademy;
    let reference: SqlClient;
    beforeAll(async () => {
      running = await server!();
      academy = await startKafkaAcademy(running.address);
      reference = await openPglite();
      await migrate(reference, allMigrations);
    });
    afterAll(async () => {
      await academy?.close();
      await reference?.close();
      await running?.stop();
    });

    it('when a seeded history goes through the relay, the topic and the projection workers, then every read model equals a single-process replay of the store', async () => {
      const events = scenario(11);
      await academy.append(events);
      // Each membership activated with a token makes the token-shipping reactor request a shipment.
      const tokens = events.filter(
        (e) => e.type === 'MembershipActivated' && (e.data as { token?: boolean }).token === true,
      ).length;
      const shipments = async () =>
        (await academy.core.store.readAll(START, 10_000)).events.filter((e) => e.type === 'ShipmentRequested')
          .length;
      for (const deadline = Date.now() + 120_000; (await shipments()) < tokens && Date.now() < deadline;)
        await new Promise((r) => setTimeout(r, 200));
      expect(tokens).toBeGreaterThan(0);
      expect(await shipments()).toBe(tokens);
      await academy.caughtUp();
      const { core } = academy;
      for (const projection of core.projections)
        await replayProjection(reference, core.store, projection, { batchSize: 200, logger: silentLogger });
      const [kafkaPath, replayed] = await Promise.all([readModels(core.db), readModels(reference)]);
      expect(Object.values(kafkaPath).flat().length).toBeGreaterThan(20);
      expect(kafkaPath).toEqual(replayed);
    });
  },
);
