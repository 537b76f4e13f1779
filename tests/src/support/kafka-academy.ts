import { randomUUID } from 'node:crypto';
import {
  openCore,
  readProjectionLag,
  startBackgroundWork,
  type AcademyCore,
  type BackgroundWork,
} from '@academy/app';
import {
  loadConfig,
  openKafkaJsBroker,
  openPglite,
  silentLogger,
  type KafkaJsBroker,
  type StoredEvent,
} from '@academy/platform';

/**
 * The academy's scaled-out delivery on a real broker, in one process: a core on an in-memory
 * PGlite, the relay role and the projections role (workers and the token-shipping reactor) started
 * by the app's own `startBackgroundWork`, on a topic of this suite's own.
 */
export interface KafkaAcademy {
  core: AcademyCore;
  broker: KafkaJsBroker;
  topic: string;
  /** Appends recorded events (a scenario) through the sealing store, each at its version. */
  append(events: readonly StoredEvent[]): Promise<void>;
  /** Resolves when every projection has applied every event of the store (lag zero). */
  caughtUp(ms?: number): Promise<void>;
  close(): Promise<void>;
}

export const startKafkaAcademy = async (address: string): Promise<KafkaAcademy> => {
  const topic = `academy.events.test-${randomUUID().slice(0, 8)}`;
  const config = loadConfig({ APP_ROLE: 'projections', KAFKA_BROKERS: address, DATA_DIR: '/nonexistent' });
  const core = await openCore({ config, db: await openPglite(), logger: silentLogger });
  const broker = await openKafkaJsBroker([address], silentLogger, topic);
  await broker.ensureTopic(config.KAFKA_PARTITIONS);
  const running: BackgroundWork[] = [];
  const relayCore = { ...core, config: { ...config, APP_ROLE: 'relay' as const } };
  running.push((await startBackgroundWork(relayCore, broker))!);
  running.push((await startBackgroundWork(core, broker))!);
  return {
    core,
    broker,
    topic,
    append: async (events) => {
      for (const e of events)
        await core.store.append(
          e.streamId,
          [{ eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata }],
          { expectedVersion: e.version - 1 },
        );
    },
    caughtUp: async (ms = 120_000) => {
      const deadline = Date.now() + ms;
      while (!(await readProjectionLag(core)).every((l) => l.events === 0)) {
        if (Date.now() > deadline) throw new Error('the workers did not catch up');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: async () => {
      for (const work of running.reverse()) await work.stop();
      await core.close();
    },
  };
};
