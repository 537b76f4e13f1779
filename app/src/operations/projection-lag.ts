import {
  readActiveCheckpoints,
  readKafkaLag,
  readRelayCheckpoint,
  START,
  type Checkpoint,
  type ProjectionLag,
} from '@academy/platform';
import { type AcademyCore } from '../academy.js';

/** On KurrentDB a count reads events one by one: count at most this many (or one past the readiness bound). */
const KURRENTDB_COUNT_CAP = 1000;

/**
 * Events in the store after `checkpoint`: a count on SQL; on KurrentDB a read of at most a bounded
 * number of them (a probe never walks `$all`), so a large lag reads as that bound.
 */
const eventsAfter = async (core: AcademyCore, checkpoint: Checkpoint): Promise<number> => {
  if (!core.config.KURRENTDB_URL) return core.store.countAfter(checkpoint);
  const cap = Math.max(KURRENTDB_COUNT_CAP, core.config.READY_MAX_LAG_EVENTS + 1);
  return (await core.store.readAll(checkpoint, cap)).events.length;
};

const ageOf = async (core: AcademyCore, checkpoint: Checkpoint): Promise<number> => {
  const [oldest] = (await core.store.readAll(checkpoint, 1)).events;
  const now = core.clock().getTime();
  return oldest ? Math.max(0, (now - Date.parse(oldest.metadata.timestamp)) / 1000) : 0;
};

/**
 * Under Kafka the workers store partition offsets, not store checkpoints: a projection's lag is
 * the messages the relay produced that it has not applied, plus the events the relay has not
 * produced yet.
 */
const kafkaLag = async (core: AcademyCore, names: readonly string[]): Promise<ProjectionLag[]> => {
  const relayed = await readRelayCheckpoint(core.db);
  const unrelayed = await eventsAfter(core, relayed);
  const relayAge = unrelayed > 0 ? await ageOf(core, relayed) : 0;
  const lags = await readKafkaLag(core.db, names);
  const now = core.clock().getTime();
  return names.map((projection) => {
    const lag = lags.get(projection) ?? { messages: 0, oldestAt: null };
    const seconds = lag.oldestAt ? Math.max(0, (now - lag.oldestAt.getTime()) / 1000) : 0;
    return { projection, events: lag.messages + unrelayed, seconds: Math.max(seconds, relayAge) };
  });
};

/**
 * How far each projection's active generation is behind the store: events not yet applied, and the
 * age of the oldest of them (0 when caught up).
 */
export const readProjectionLag = async (core: AcademyCore): Promise<ProjectionLag[]> => {
  const names = core.projections.map((p) => p.name);
  if (core.config.KAFKA_BROKERS !== undefined) return kafkaLag(core, names);
  const checkpoints = await readActiveCheckpoints(core.db, names);
  return Promise.all(
    names.map(async (projection) => {
      const checkpoint = checkpoints.get(projection) ?? START;
      const events = await eventsAfter(core, checkpoint);
      return { projection, events, seconds: events === 0 ? 0 : await ageOf(core, checkpoint) };
    }),
  );
};

/**
 * Waits until every projection has applied every event in the store (`runner.whenCaughtUp` may
 * resolve while a PostgreSQL server's open transactions still hold the newest events back).
 */
export const waitForZeroLag = async (core: AcademyCore, timeoutMs = 600_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while ((await readProjectionLag(core)).some((lag) => lag.events > 0)) {
    if (Date.now() > deadline) throw new Error('The read models did not catch up with the store in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};
