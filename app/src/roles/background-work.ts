import {
  openKafkaJsBroker,
  Relay,
  startKafkaReactor,
  type DeliveryBroker,
  type StoredEvent,
} from '@academy/platform';
import { KafkaProjectionWorkers } from '@academy/projections';
import { reactForTokenShipping, startTokenShipping } from '@academy/command-service';
import { type AcademyCore } from '../academy.js';
import { rebuildOutdatedProjections } from '../operator/replay-all.js';

/** What a process runs besides HTTP, by APP_ROLE; stopped before the core closes. */
export interface BackgroundWork {
  stop(): Promise<void>;
}

/** The consumer group of the token-shipping process manager on the Kafka path. */
export const TOKEN_SHIPPING_GROUP = 'academy-process-token-shipping';

const kafkaOf = async (core: AcademyCore, brokers: string): Promise<DeliveryBroker> => {
  const broker = await openKafkaJsBroker(brokers.split(','), core.logger);
  await broker.ensureTopic(core.config.KAFKA_PARTITIONS); // whichever of relay and workers starts first
  return broker;
};

/**
 * `relay`: the store to Kafka. `projections` with KAFKA_BROKERS: workers in the consumer groups,
 * and the process managers each in a group of its own. `all`, or `projections` without Kafka: the
 * in-process runner, caught up before serving, and the process managers over the store.
 * Outdated projections are rebuilt from the store first (never from Kafka). `broker` stands in for
 * Kafka (tests); otherwise KAFKA_BROKERS is opened.
 */
export const startBackgroundWork = async (
  core: AcademyCore,
  broker?: DeliveryBroker,
): Promise<BackgroundWork | undefined> => {
  const { APP_ROLE: role, KAFKA_BROKERS: brokers } = core.config;
  const kafka = () => (broker ? Promise.resolve(broker) : kafkaOf(core, brokers!));
  if (role === 'relay' && brokers) {
    // Events go out as stored, personal parts sealed: an erasure (a destroyed key) reaches Kafka's copies.
    const relay = new Relay(core.db, core.store.raw, (await kafka()).producer(), {
      batchSize: core.config.PROJECTION_BATCH_SIZE,
      logger: core.logger,
    });
    relay.start();
    return relay;
  }
  if (role !== 'all' && role !== 'projections') return undefined;
  await rebuildOutdatedProjections(core);
  if (role === 'projections' && brokers) {
    const opened = await kafka();
    const open = (events: StoredEvent[]) => core.store.openAll(events);
    const workers = new KafkaProjectionWorkers(core.db, opened, core.projections, {
      logger: core.logger,
      advanced: core.runner.advanced,
      open,
    });
    await workers.start();
    const tokenShipping = await startKafkaReactor(
      opened,
      TOKEN_SHIPPING_GROUP,
      (event) => reactForTokenShipping(core, event),
      core.logger,
      open,
    );
    return {
      stop: async () => {
        await tokenShipping.stop();
        await workers.stop();
      },
    };
  }
  await core.runner.start();
  await core.runner.whenCaughtUp();
  // The token-shipping process manager (idempotent per event: it reads the history from the start).
  const tokenShipping = startTokenShipping(core);
  return { stop: () => tokenShipping.stop() };
};
