import { afterAll, expect, it, jest } from '@jest/globals';
import {
  openCore,
  readProjectionLag,
  startBackgroundWork,
  type AcademyCore,
  type BackgroundWork,
} from '@academy/app';
import { userStreamId } from '@academy/domain';
import { loadConfig, metricsText, openPglite, silentLogger } from '@academy/platform';
import { replayEvent } from '../support/replay-cases.js';
import { freePort } from '../support/free-port.js';
import { canCrashKafka, startLocalKafka, type LocalKafka } from '../support/kafka-server.js';
import { describeWhen } from '../support/needs.js';

jest.setTimeout(300_000);

const own = await canCrashKafka();

describeWhen(
  own,
  'mvn and java (a broker of its own, started late; KAFKA_BROKERS unset)',
  'a broker down at start',
  () => {
    let core: AcademyCore | undefined;
    let kafka: LocalKafka | undefined;
    const work: BackgroundWork[] = [];
    afterAll(async () => {
      for (const w of work.reverse()) await w.stop();
      await core?.close();
      await kafka?.stop();
    });

    it('when the relay and the workers start before the broker, then they wait for it, say so in the readiness parts and the metrics, and catch up once it answers', async () => {
      const port = await freePort();
      const config = loadConfig({
        APP_ROLE: 'projections',
        KAFKA_BROKERS: `127.0.0.1:${port}`,
        DATA_DIR: '/nonexistent',
      });
      core = await openCore({ config, db: await openPglite(), logger: silentLogger });
      const userID = '11111111-0000-4000-8000-000000000042';
      await core.store.append(
        userStreamId(userID),
        [
          replayEvent('UserRegistered', {
            userID,
            membershipTier: null,
            passwordHash: null,
            personal: { email: 'late@example.org', firstName: 'Late', lastName: 'Broker' },
          }),
        ],
        { expectedVersion: 0 },
      );
      // Both roles start (they do not throw) while nothing listens on the port.
      work.push((await startBackgroundWork({ ...core, config: { ...config, APP_ROLE: 'relay' } }))!);
      work.push((await startBackgroundWork(core))!);
      const delivery = core.delivery;
      for (let i = 0; i < 600 && !delivery.read().some((p) => p.failures > 1); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(delivery.read().find((p) => p.name === 'topic')).toMatchObject({ connected: false });
      expect(delivery.read().find((p) => p.name === 'topic')!.failures).toBeGreaterThan(1);
      expect(await metricsText()).toMatch(/academy_kafka_connected\{part="topic"\} 0/);
      expect(await metricsText()).toMatch(/academy_kafka_failures_total\{part="topic"\} [1-9]/);

      kafka = await startLocalKafka({ port });
      const caughtUp = async () => (await readProjectionLag(core!)).every((l) => l.events === 0);
      for (let i = 0; i < 1800 && !(delivery.allUp() && (await caughtUp())); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(delivery.read().filter((p) => !p.connected)).toEqual([]);
      expect(await caughtUp()).toBe(true);
      const { rows } = await core.db.query<{ last_name: string }>(
        'select last_name from user_profiles where user_id = $1',
        [userID],
      );
      expect(rows).toEqual([{ last_name: 'Broker' }]);
    });
  },
);
