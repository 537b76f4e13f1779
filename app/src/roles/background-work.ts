import { openKafkaJsBroker, Relay, type KafkaJsBroker } from '@academy/platform';
import { KafkaProjectionWorkers } from '@academy/projections';
import { startTokenShipping } from '@academy/command-service';
import { type AcademyCore } from '../academy.js';
import { rebuildOutdatedProjections } from '../operator/replay-all.js';

/** What a process runs besides HTTP, by APP_ROLE; stopped before the core closes. */
export interface BackgroundWork {
  stop(): Promise<void>;
}

const kafkaOf = async (core: AcademyCore, brokers: string): Promise<KafkaJsBroker> => {
  const broker = await openKafkaJsBroker(brokers.split(','), core.logger);
  await broker.ensureTopic(core.config.KAFKA_PARTITIONS); // whichever of relay and workers starts first
  return broker;
};

/**
 * `relay`: the store to Kafka. `projections` with KAFKA_BROKERS: workers in the consumer groups.
 * `all`, or `projections` without Kafka: the in-process runner, caught up before serving.
 * Outdated projections are rebuilt from the store first (never from Kafka).
 */
export const startBackgroundWork = async (core: AcademyCore): Promise<BackgroundWork | undefined> => {
  const { APP_ROLE: role, KAFKA_BROKERS: brokers } = core.config;
  if (role === 'relay' && brokers) {
    const relay = new Relay(core.db, core.store, (await kafkaOf(core, brokers)).producer(), {
      batchSize: core.config.PROJECTION_BATCH_SIZE,
      logger: core.logger,
    });
    relay.start();
    return relay;
  }
  if (role !== 'all' && role !== 'projections') return undefined;
  await rebuildOutdatedProjections(core);
  if (role === 'projections' && brokers) {
    const workers = new KafkaProjectionWorkers(core.db, await kafkaOf(core, brokers), core.projections, {
      logger: core.logger,
      advanced: core.runner.advanced,
    });
    await workers.start();
    return workers;
  }
  await core.runner.start();
  await core.runner.whenCaughtUp();
  // The token-shipping process manager (idempotent per event: it reads the history from the start).
  const tokenShipping = startTokenShipping(core);
  return { stop: () => tokenShipping.stop() };
};
