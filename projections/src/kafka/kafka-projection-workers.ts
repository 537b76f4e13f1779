import {
  Wakeup,
  type DeliveredBatch,
  type DeliveryBroker,
  type DeliveryConsumer,
  type Logger,
  type OpenEvents,
  type SqlClient,
} from '@academy/platform';
import { ensureActiveGeneration } from '../runner/generations.js';
import { type AnyProjection } from '../runner/projection.js';
import { applyPartitionBatch, parkFailedMessage } from './apply-partition-batch.js';

export interface KafkaWorkerOptions {
  logger: Logger;
  /** Consumer groups are `${groupPrefix}${projection name}`: one group per projection. */
  groupPrefix?: string;
  /** Notified after every applied batch; query waiters in the same process listen to it. */
  advanced?: Wakeup;
  /** Opens the sealed parts of the events the topic carries (the sealing store's `openAll`). */
  open?: OpenEvents;
  /** Failures of the same batch after which its messages are tried one by one (3). */
  isolateAfter?: number;
  /** The pause before a failed batch is read again (500 ms). */
  retryPauseMs?: number;
}

/**
 * Projection workers (`APP_ROLE=projections` with `KAFKA_BROKERS`): per projection, a member of
 * that projection's consumer group, applying each partition's batches to the active generation
 * with the partition's offset in the same transaction. Run as many processes as there are
 * partitions at most; the group shares the partitions out and hands them over on a crash.
 */
export class KafkaProjectionWorkers {
  readonly advanced: Wakeup;
  private consumers: DeliveryConsumer[] = [];
  private stopping = false;
  private readonly generations = new Map<string, number>();
  /** Per projection and partition: the first offset of the batch that keeps failing, and how often. */
  private readonly failing = new Map<string, { first: number; times: number }>();

  constructor(
    private readonly db: SqlClient,
    private readonly broker: DeliveryBroker,
    private readonly projections: readonly AnyProjection[],
    private readonly options: KafkaWorkerOptions,
  ) {
    this.advanced = options.advanced ?? new Wakeup();
  }

  async start(): Promise<void> {
    const prefix = this.options.groupPrefix ?? 'academy-projection-';
    for (const projection of this.projections) {
      await ensureActiveGeneration(this.db, projection);
      const consumer = this.broker.consumer(`${prefix}${projection.name}`);
      this.consumers.push(consumer);
      await consumer.start((batch) => this.handle(projection, batch));
    }
  }

  /** Leaves the groups after the batches in hand. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.consumers.map((c) => c.stop()));
    this.consumers = [];
  }

  /**
   * Database trouble or a bad batch: nothing was stored, so answer the batch's first offset and
   * read it again (after a pause); the rows and the offset never part. A batch that fails again and
   * again is tried one message at a time, and a message that fails alone while the database
   * answers is parked (docs/operations.md#parked-messages): it never blocks its partition.
   */
  private async handle(projection: AnyProjection, batch: DeliveredBatch): Promise<number> {
    const { logger } = this.options;
    const first = batch.messages[0]?.offset ?? 0;
    if (this.stopping) return first;
    const key = `${projection.name}:${batch.partition}`;
    try {
      const next = await applyPartitionBatch(this.db, projection, batch, logger, this.options.open);
      this.failing.delete(key);
      await this.forgetOldGenerations(projection);
      this.advanced.notify();
      return next;
    } catch (error) {
      const before = this.failing.get(key);
      const times = before?.first === first ? before.times + 1 : 1;
      this.failing.set(key, { first, times });
      logger.error('kafka projection batch failed; reading it again', {
        projection: projection.name,
        partition: batch.partition,
        offset: first,
        times,
        error: messageOf(error),
      });
      if (times >= (this.options.isolateAfter ?? 3)) return this.oneByOne(projection, batch, key);
      await new Wakeup().wait(this.options.retryPauseMs ?? 500);
      return first;
    }
  }

  /** Applies the batch's messages one at a time, parking each that fails alone. */
  private async oneByOne(projection: AnyProjection, batch: DeliveredBatch, key: string): Promise<number> {
    const { logger } = this.options;
    let next = batch.messages[0]?.offset ?? 0;
    for (const message of batch.messages) {
      if (this.stopping || message.offset < next) continue;
      const single = { partition: batch.partition, messages: [message] };
      try {
        next = await applyPartitionBatch(this.db, projection, single, logger, this.options.open);
      } catch (error) {
        if (!(await this.databaseAnswers())) return next; // an outage, not the message: read it again later
        next = await parkFailedMessage(this.db, projection, message, messageOf(error));
        logger.error('kafka: parked a message that fails on its own', {
          projection: projection.name,
          partition: batch.partition,
          offset: message.offset,
          error: messageOf(error),
        });
      }
      if (next !== message.offset + 1) return next; // the stored offset is elsewhere: seek there
    }
    this.failing.delete(key);
    this.advanced.notify();
    return next;
  }

  private async databaseAnswers(): Promise<boolean> {
    try {
      await this.db.query('select 1');
      return true;
    } catch {
      return false;
    }
  }

  /** After a swap, the offsets and versions of generations that are gone. */
  private async forgetOldGenerations(projection: AnyProjection): Promise<void> {
    const { rows } = await this.db.query<{ generation: number }>(
      'select generation from projection_checkpoints where name = $1 and active',
      [projection.name],
    );
    const active = rows[0]?.generation;
    if (active === undefined || this.generations.get(projection.name) === active) return;
    this.generations.set(projection.name, active);
    for (const table of ['projection_partition_offsets', 'projection_stream_versions', 'parked_messages'])
      await this.db.query(`delete from ${table} where name = $1 and generation < $2`, [
        projection.name,
        active,
      ]);
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
