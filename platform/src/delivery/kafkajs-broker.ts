import { Kafka, logLevel, Partitioners, type Consumer, type LogEntry, type Producer } from 'kafkajs';
import { type Logger } from '../logging/logger.js';
import { DeliveryHealth } from './delivery-health.js';
import { handleKafkaBatch } from './kafka-batch.js';
import {
  EVENTS_TOPIC,
  type BatchHandler,
  type DeliveryBroker,
  type DeliveryConsumer,
  type DeliveryProducer,
  type OutgoingMessage,
  type PartitionProgress,
  type TopicAdmin,
  type TopicState,
} from './port.js';

/** A member killed without leaving keeps its partitions until its session ends: 10 s, not 30 s. */
const CONSUMER_SESSION = { sessionTimeout: 10_000, heartbeatInterval: 1_000 };

const logTo =
  (logger: Logger) =>
  () =>
  ({ level, log }: LogEntry) => {
    const { message, ...fields } = log;
    if (level <= logLevel.ERROR) logger.error(`kafka: ${message}`, fields);
    else if (level <= logLevel.WARN) logger.warn(`kafka: ${message}`, fields);
  };

/** Kafka through `kafkajs` (`KAFKA_BROKERS`): the only file that knows the client. */
export class KafkaJsBroker implements DeliveryBroker, TopicAdmin {
  private readonly kafka: Kafka;

  constructor(
    brokers: readonly string[],
    private readonly logger: Logger,
    private readonly topic = EVENTS_TOPIC,
    /** Whether each consumer group reaches the broker (readiness and the metrics read it). */
    readonly health = new DeliveryHealth(),
  ) {
    this.kafka = new Kafka({
      clientId: 'academy',
      brokers: [...brokers],
      logLevel: logLevel.WARN,
      logCreator: logTo(logger),
    });
  }

  async ensureTopic(partitions: number): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = await admin.listTopics();
      if (!existing.includes(this.topic))
        await admin.createTopics({
          topics: [{ topic: this.topic, numPartitions: partitions }],
          waitForLeaders: true,
        });
    } finally {
      await admin.disconnect();
    }
  }

  async topicState(): Promise<TopicState | undefined> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      if (!(await admin.listTopics()).includes(this.topic)) return undefined;
      const offsets = await admin.fetchTopicOffsets(this.topic);
      return { partitions: offsets.length, ends: new Map(offsets.map((o) => [o.partition, Number(o.high)])) };
    } finally {
      await admin.disconnect();
    }
  }

  producer(): DeliveryProducer {
    return new KafkaJsProducer(this.kafka, this.topic);
  }

  consumer(groupId: string): DeliveryConsumer {
    return new KafkaJsConsumer(this.kafka, this.topic, groupId, this.logger, this.health);
  }
}

/**
 * Idempotent (no duplicates from its own retries), `acks: all` (every in-sync replica has it),
 * one request in flight (a retry never reorders). The partition of each message is computed here
 * with kafkajs' default (Java-compatible murmur2) partitioner, so that the answer can say where
 * each partition ended.
 */
class KafkaJsProducer implements DeliveryProducer {
  private connected: Promise<{ producer: Producer; partitionOf: (m: OutgoingMessage) => number }> | undefined;

  constructor(
    private readonly kafka: Kafka,
    private readonly topic: string,
  ) {}

  private connect() {
    this.connected ??= (async () => {
      // The partitions first: while the topic is missing no producer is left connected behind.
      const admin = this.kafka.admin();
      const { topics } = await admin
        .connect()
        .then(() => admin.fetchTopicMetadata({ topics: [this.topic] }))
        .finally(() => admin.disconnect());
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      await producer.connect().catch(async (error: unknown) => {
        await producer.disconnect().catch(() => undefined);
        throw error;
      });
      const partitionMetadata = topics[0]!.partitions.map((p) => ({ ...p, partitionErrorCode: 0 }));
      const partitioner = Partitioners.DefaultPartitioner();
      const partitionOf = (m: OutgoingMessage) =>
        partitioner({ topic: this.topic, partitionMetadata, message: { key: m.key, value: m.value } });
      return { producer, partitionOf };
    })();
    return this.connected;
  }

  async send(messages: readonly OutgoingMessage[]): Promise<PartitionProgress[]> {
    if (messages.length === 0) return [];
    const { producer, partitionOf } = await this.connect().catch((error: unknown) => {
      this.connected = undefined; // the next send connects afresh
      throw error;
    });
    const counts = new Map<number, number>();
    const placed = messages.map((m) => {
      const partition = partitionOf(m);
      counts.set(partition, (counts.get(partition) ?? 0) + 1);
      return { key: m.key, value: m.value, partition };
    });
    const metadata = await producer
      .send({ topic: this.topic, acks: -1, messages: placed })
      .catch(async (error) => {
        await this.close().catch(() => undefined); // a kafkajs producer may not reconnect after the broker restarts
        throw error;
      });
    return metadata
      .filter((m) => m.baseOffset !== undefined && Number(m.baseOffset) >= 0)
      .map((m) => ({
        partition: m.partition,
        nextOffset: Number(m.baseOffset) + (counts.get(m.partition) ?? 0),
      }));
  }

  async close(): Promise<void> {
    const connected = this.connected;
    this.connected = undefined;
    if (connected) await (await connected).producer.disconnect();
  }
}

/**
 * A member of a consumer group; offsets it commits are only the hint for the next member. kafkajs
 * restarts a consumer itself after a retriable error only; after any other (the broker gone past
 * its retries, the topic deleted) this one joins again with a growing pause (up to 30 s), and a
 * broker down at start is the same: `start` returns, the member joins when the broker answers.
 */
class KafkaJsConsumer implements DeliveryConsumer {
  private consumer: Consumer | undefined;
  private stopping = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  constructor(
    private readonly kafka: Kafka,
    private readonly topic: string,
    private readonly groupId: string,
    private readonly logger: Logger,
    private readonly health: DeliveryHealth,
  ) {}

  async start(handler: BatchHandler): Promise<void> {
    this.stopping = false;
    this.health.starting(this.groupId);
    await this.join(handler);
  }

  private async join(handler: BatchHandler): Promise<void> {
    const consumer = this.kafka.consumer({ groupId: this.groupId, ...CONSUMER_SESSION });
    this.consumer = consumer;
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart) this.again(handler, consumer, payload.error);
      else this.health.down(this.groupId, payload.error.message); // kafkajs restarts it itself
    });
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.failures = 0;
      this.health.up(this.groupId);
    });
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [this.topic], fromBeginning: true });
      await this.run(consumer, handler);
    } catch (error) {
      this.again(handler, consumer, error);
    }
  }

  /** After a failure kafkajs gives up on: a pause, then a new member of the group. */
  private again(handler: BatchHandler, failed: Consumer, error: unknown): void {
    if (this.stopping || this.consumer !== failed) return;
    this.failures++;
    const pauseMs = Math.min(30_000, 500 * 2 ** Math.min(this.failures, 6));
    const message = error instanceof Error ? error.message : String(error);
    this.health.down(this.groupId, message);
    this.logger.warn('kafka: the consumer stopped; joining the group again', {
      group: this.groupId,
      error: message,
      pauseMs,
    });
    this.retry = setTimeout(() => {
      if (this.stopping) return;
      void failed
        .disconnect()
        .catch(() => undefined)
        .then(() => (this.stopping ? undefined : this.join(handler)));
    }, pauseMs);
  }

  private run(consumer: Consumer, handler: BatchHandler): Promise<void> {
    const topic = this.topic;
    return consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        if (!isRunning() || isStale() || batch.isEmpty()) return;
        const messages = batch.messages.map((m) => ({
          partition: batch.partition,
          offset: Number(m.offset),
          key: m.key?.toString('utf8') ?? '',
          value: m.value?.toString('utf8') ?? '',
        }));
        await handleKafkaBatch(handler, batch.partition, messages, {
          resolveOffset,
          heartbeat,
          commit: (next) =>
            consumer.commitOffsets([{ topic, partition: batch.partition, offset: String(next) }]),
          seek: (next) => consumer.seek({ topic, partition: batch.partition, offset: String(next) }),
        });
      },
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retry);
    await this.consumer?.disconnect().catch(() => undefined);
    this.consumer = undefined;
  }
}
