import { Counter } from 'prom-client';
import { metricsRegistry } from '../observability/metrics.js';
import { type SqlExecutor } from '../sql/sql-client.js';

/** Why a message was set aside: it is not an event, or applying it alone fails while the database answers. */
export type ParkReason = 'not-an-event' | 'failed';

export interface ParkedMessage {
  /** The projection. */
  name: string;
  generation: number;
  partition: number;
  offset: number;
  reason: ParkReason;
  error: string;
  /** The message's value as it came from the broker (events travel sealed). */
  value: string;
}

export const messagesParkedTotal = new Counter({
  name: 'academy_kafka_messages_parked_total',
  help: 'Kafka messages a projection worker set aside rather than block its partition, by projection and reason',
  labelNames: ['projection', 'reason'] as const,
  registers: [metricsRegistry],
});

/** Sets a message aside, in the caller's transaction (with the offset that moves past it). */
export const parkMessage = async (tx: SqlExecutor, message: ParkedMessage): Promise<void> => {
  await tx.query(
    `insert into parked_messages (name, generation, partition, message_offset, reason, error, value)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
    [
      message.name,
      message.generation,
      message.partition,
      message.offset,
      message.reason,
      message.error.slice(0, 2000),
      message.value,
    ],
  );
};
