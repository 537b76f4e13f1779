import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { Kafka, logLevel } from 'kafkajs';
import { allMigrations } from '@academy/app';
import { userStreamId } from '@academy/domain';
import { migrate, openPglite, restoreTopic, silentLogger, type SqlClient } from '@academy/platform';
import { allProjections, replayProjection } from '@academy/projections';
import { type ServerUnderTest } from '../support/container-runtime.js';
import { countingProjection, countsOf } from '../support/counting-projection.js';
import { startKafkaAcademy, type KafkaAcademy } from '../support/kafka-academy.js';
import { KAFKA_NEEDS, kafkaFor } from '../support/kafka-server.js';
import { describeWhen } from '../support/needs.js';
import { readModels } from '../support/read-models.js';
import { fakePasswords } from '../support/test-app.js';
import { TestBrowser } from '../support/test-browser.js';

// A broker start, every projection on PGlite and a whole topic sent again, on a shared machine.
jest.setTimeout(300_000);

const server = await kafkaFor();

const until = async (check: () => Promise<boolean>, what: string, ms = 180_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

describeWhen(
  server !== undefined,
  KAFKA_NEEDS,
  'the events topic deleted under the relay and the projection workers',
  () => {
    let running: ServerUnderTest;
    let academy: KafkaAcademy;
    let url: string;
    let reference: SqlClient;
    /** Counts each registration it is given: a command applied twice shows as 2. */
    const once = countingProjection('signups_once', 'UserRegistered');
    const acknowledged: string[] = [];

    beforeAll(async () => {
      running = await server!();
      academy = await startKafkaAcademy(running.address, {
        passwords: fakePasswords,
        projections: [...allProjections, once],
      });
      url = await academy.serve(); // commands and /readyz over this core, its relay and its workers
      reference = await openPglite();
      await migrate(reference, allMigrations);
    });
    afterAll(async () => {
      await academy?.close();
      await reference?.close();
      await running?.stop();
    });

    const signUp = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const k = acknowledged.length + 1;
        const res = await new TestBrowser(url).post('/rest/signup', {
          email: `deleted-topic-${k}.${Date.now()}@example.org`,
          password: 'correct horse battery staple',
          firstName: `Topic${k}`,
          lastName: `Deleted${k}`,
        });
        expect(res.status).toBe(201);
        acknowledged.push(((await res.json()) as { userID: string }).userID);
      }
    };
    const readiness = async () => {
      const res = await fetch(`${url}/readyz`);
      return {
        status: res.status,
        body: (await res.json()) as { status: string; parts?: { part: string }[] },
      };
    };

    it('when the topic is deleted under the running relay and workers, then commands are still taken and /readyz says the Kafka path fails', async () => {
      await signUp(3);
      await academy.caughtUp();
      await until(async () => (await readiness()).status === 200, '/readyz answers 200');
      const admin = new Kafka({ brokers: [running.address], logLevel: logLevel.NOTHING }).admin();
      await admin.connect();
      await admin.deleteTopics({ topics: [academy.topic] });
      await admin.disconnect();

      await signUp(3); // the store takes them
      const failing = async () => (await readiness()).body.parts?.map((p) => p.part) ?? [];
      await until(async () => (await failing()).includes('relay'), '/readyz names the relay');
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body.status).toBe('kafka-unreachable');
      expect(await failing()).toEqual(expect.arrayContaining(['relay', 'academy-projection-profiles']));
    });

    it('when the operator restores the topic as documented (npm run restore-topic), then every acknowledged command reaches every read model once and /readyz answers 200 again, with no process restarted', async () => {
      const { core } = academy;
      const restored = await restoreTopic(core.db, academy.broker, core.config.KAFKA_PARTITIONS);
      expect(restored.created).toBe(true);
      await signUp(2);

      await academy.caughtUp(240_000);
      await until(async () => (await readiness()).status === 200, '/readyz answers 200 again');
      const streams = acknowledged.map(userStreamId);
      expect(await countsOf(core.db, once, streams)).toEqual(Object.fromEntries(streams.map((s) => [s, 1])));
      for (const projection of core.projections)
        await replayProjection(reference, core.store, projection, { batchSize: 200, logger: silentLogger });
      const [kafkaPath, replayed] = await Promise.all([readModels(core.db), readModels(reference)]);
      expect(kafkaPath).toEqual(replayed);
    });

    it('when the operator runs the restore again on a topic that holds everything, then it refuses and changes nothing', async () => {
      await expect(
        restoreTopic(academy.core.db, academy.broker, academy.core.config.KAFKA_PARTITIONS),
      ).rejects.toThrow('nothing to restore');
      await academy.caughtUp();
      expect((await readiness()).status).toBe(200);
    });
  },
);
