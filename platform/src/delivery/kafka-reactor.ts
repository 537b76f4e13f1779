import { type StoredEvent } from '../event-store/port.js';
import { Wakeup } from '../event-store/wakeup.js';
import { type Logger } from '../logging/logger.js';
import { fromMessage } from './event-envelope.js';
import {
  openNothing,
  type DeliveredBatch,
  type DeliveryBroker,
  type DeliveryConsumer,
  type OpenEvents,
} from './port.js';

/** A process manager's reaction to one event: idempotent, keyed by the event that caused it. */
export type React = (event: StoredEvent) => Promise<void>;

/**
 * Handles one batch for a process manager: each event in partition order, answering the offset to
 * read next. A reaction that fails (the store unreachable) holds the partition at that event, to
 * be read again; the reactions are idempotent, so what ran before it is safe to run twice. The
 * events travel sealed: `open` opens them first.
 */
export const reactToBatch = async (
  batch: DeliveredBatch,
  react: React,
  logger: Logger,
  name: string,
  open: OpenEvents = openNothing,
): Promise<number> => {
  const parsed = batch.messages.flatMap((message) => {
    const event = fromMessage(message.value);
    return event ? [{ offset: message.offset, event }] : [];
  });
  const opened = await open(parsed.map((p) => p.event));
  for (const [i, { offset }] of parsed.entries()) {
    const event = opened[i]!;
    try {
      await react(event);
    } catch (error) {
      logger.error(`${name}: could not react to an event; reading it again`, {
        eventId: event.eventId,
        error: error instanceof Error ? error.message : String(error),
      });
      return offset;
    }
  }
  return batch.messages.at(-1)!.offset + 1;
};

/**
 * A process manager on the Kafka path: a member of its own consumer group (`groupId`), reacting to
 * every event of the partitions assigned to it. The group's committed offsets say where it goes on
 * after a hand-over; anything handled twice around one is a no-op, as the reactions are idempotent.
 */
export const startKafkaReactor = async (
  broker: DeliveryBroker,
  groupId: string,
  react: React,
  logger: Logger,
  open: OpenEvents = openNothing,
): Promise<{ stop(): Promise<void> }> => {
  const consumer: DeliveryConsumer = broker.consumer(groupId);
  let stopping = false;
  await consumer.start(async (batch) => {
    const first = batch.messages[0]?.offset ?? 0;
    if (stopping) return first;
    const next = await reactToBatch(batch, react, logger, groupId, open).catch(() => first); // the key store unreachable: again
    if (next <= first && batch.messages.length > 0) await new Wakeup().wait(500);
    return next;
  });
  return {
    stop: async () => {
      stopping = true;
      await consumer.stop();
    },
  };
};
