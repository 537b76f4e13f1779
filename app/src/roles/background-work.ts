import {
  openKafkaJsBroker,
  Relay,
  startKafkaReactor,
  Wakeup,
  type DeliveryBroker,
  type StoredEvent,
} from '@academy/platform';
import { KafkaProjectionWorkers } from '@academy/projections';
import { reactForTokenShipping, startTokenShipping } from '@academy/command-service';
import { type AcademyCore } from '../academy.js';
import { rebuildOutdatedProjections } from '../operator/replay-all.js';
import { RebuildRunner } from '../operations/console/rebuilds.js';
import { startMailWork } from './mail-work.js';

/** What a process runs besides HTTP, by APP_ROLE; stopped before the core closes. */
export interface BackgroundWork {
  stop(): Promise<void>;
}

/** The consumer group of the token-shipping process manager on the Kafka path. */
export const TOKEN_SHIPPING_GROUP = 'academy-process-token-shipping';

/**
 * Runs `work` until it succeeds, with a growing pause between tries (up to 30 s), telling the
 * delivery health (`part`) and the log; false when stopped first. A broker down at start is waited
 * for, never a crash (a process manager would only start the process again, and again).
 */
const untilDone = async (
  core: AcademyCore,
  part: string,
  work: () => Promise<void>,
  signal: AbortSignal,
): Promise<boolean> => {
  core.delivery.starting(part);
  for (let failures = 1; !signal.aborted; failures++) {
    try {
      await work();
      core.delivery.up(part);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const pauseMs = Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
      core.delivery.down(part, message);
      core.logger.warn(`kafka: ${part} failed; trying again`, { error: message, failures, pauseMs });
      await new Wakeup().wait(pauseMs, signal);
    }
  }
  return false;
};

/**
 * A Kafka role: once the topic exists (made with KAFKA_PARTITIONS by whichever of relay and
 * workers comes first, retried while the broker does not answer), `begin` starts the work. The
 * process serves (and `/readyz` says `kafka-unreachable`) meanwhile. `broker` stands in for Kafka
 * (tests); otherwise KAFKA_BROKERS is opened.
 */
const kafkaRole = (
  core: AcademyCore,
  broker: DeliveryBroker | undefined,
  begin: (broker: DeliveryBroker) => Promise<BackgroundWork>,
): BackgroundWork => {
  const abort = new AbortController();
  const started = (async () => {
    const opened =
      broker ??
      (await openKafkaJsBroker(core.config.KAFKA_BROKERS!.split(','), core.logger, undefined, core.delivery));
    const partitions = core.config.KAFKA_PARTITIONS;
    if (!(await untilDone(core, 'topic', () => opened.ensureTopic(partitions), abort.signal)))
      return undefined;
    return begin(opened);
  })();
  return {
    stop: async () => {
      abort.abort();
      await (await started)?.stop();
    },
  };
};

/**
 * `relay`: the store to Kafka. `projections` with KAFKA_BROKERS: workers in the consumer groups,
 * and the process managers each in a group of its own. `all`, or `projections` without Kafka: the
 * in-process runner, caught up before serving, and the process managers over the store.
 * Outdated projections are rebuilt from the store first (never from Kafka). Where the projections
 * run, so do the rebuilds asked for from the operations console (`rebuildBatchSize` events a batch;
 * PROJECTION_BATCH_SIZE by default).
 */
export const startBackgroundWork = async (
  core: AcademyCore,
  broker?: DeliveryBroker,
  options: { rebuildBatchSize?: number } = {},
): Promise<BackgroundWork | undefined> => {
  const { APP_ROLE: role, KAFKA_BROKERS: brokers } = core.config;
  if (role === 'relay' && brokers)
    return kafkaRole(core, broker, (opened) => {
      // Events go out as stored, personal parts sealed: an erasure (a destroyed key) reaches Kafka's copies.
      const relay = new Relay(core.db, core.store.raw, opened.producer(), {
        batchSize: core.config.PROJECTION_BATCH_SIZE,
        logger: core.logger,
        health: core.delivery,
      });
      relay.start();
      return Promise.resolve(relay);
    });
  if (role !== 'all' && role !== 'projections') return undefined;
  await rebuildOutdatedProjections(core);
  const work = await projectionWork(core, broker);
  const rebuilds = new RebuildRunner(core, options.rebuildBatchSize ?? core.config.PROJECTION_BATCH_SIZE);
  rebuilds.start();
  return {
    stop: async () => {
      await rebuilds.stop();
      await work.stop();
    },
  };
};

/** The projections and the process managers: through Kafka's consumer groups, or in this process. */
const projectionWork = async (
  core: AcademyCore,
  broker: DeliveryBroker | undefined,
): Promise<BackgroundWork> => {
  if (core.config.APP_ROLE === 'projections' && core.config.KAFKA_BROKERS)
    return kafkaRole(core, broker, async (opened) => {
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
      const mail = startMailWork(core);
      return {
        stop: async () => {
          await mail.stop();
          await tokenShipping.stop();
          await workers.stop();
        },
      };
    });
  await core.runner.start();
  await core.runner.whenCaughtUp();
  // The token-shipping process manager (idempotent per event: it reads the history from the start).
  const tokenShipping = startTokenShipping(core);
  const mail = startMailWork(core);
  return {
    stop: async () => {
      await mail.stop();
      await tokenShipping.stop();
    },
  };
};
