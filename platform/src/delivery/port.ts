/**
 * Event delivery through a partitioned log (Kafka), behind a port small enough that another client
 * (or the in-memory broker of the tests) can stand in without touching the relay or the workers.
 */

import { type StoredEvent } from '../event-store/port.js';

/** The topic every event goes to, keyed by stream id. */
export const EVENTS_TOPIC = 'academy.events';

export interface OutgoingMessage {
  /** The stream id: one stream's messages land in one partition, in the order sent. */
  key: string;
  value: string;
}

/** Where a send left a partition: the offset after the last message it placed there. */
export interface PartitionProgress {
  partition: number;
  nextOffset: number;
}

export interface DeliveryProducer {
  /**
   * Sends in order and resolves only when the broker acknowledged every message (Kafka: an
   * idempotent producer with `acks: all`), answering the partitions it wrote to.
   */
  send(messages: readonly OutgoingMessage[]): Promise<PartitionProgress[]>;
  close(): Promise<void>;
}

export interface DeliveredMessage {
  partition: number;
  offset: number;
  key: string;
  value: string;
}

/** Consecutive messages of one partition, in offset order. */
export interface DeliveredBatch {
  partition: number;
  messages: readonly DeliveredMessage[];
}

/**
 * Handles a batch and answers the offset to read next on its partition. The batch's last offset
 * + 1 moves on; anything else makes the consumer seek there (the handler keeps its own offsets,
 * so the group's committed offsets are only where reading starts after an assignment).
 */
export type BatchHandler = (batch: DeliveredBatch) => Promise<number>;

export interface DeliveryConsumer {
  /** Joins the group and handles batches of the partitions assigned to it until stopped. */
  start(handler: BatchHandler): Promise<void>;
  /** Leaves the group after the batch in hand (its partitions go to the other members). */
  stop(): Promise<void>;
}

export interface DeliveryBroker {
  producer(): DeliveryProducer;
  consumer(groupId: string): DeliveryConsumer;
  /** Creates the topic with `partitions` when it does not exist yet. */
  ensureTopic(partitions: number): Promise<void>;
}

/** What the topic holds now: its partitions and, for each, the offset after its last message. */
export interface TopicState {
  partitions: number;
  ends: ReadonlyMap<number, number>;
}

/** What an operator restoring the topic asks of the broker (`npm run restore-topic`). */
export interface TopicAdmin {
  /** The topic as the broker has it; undefined when there is none (deleted, or never made). */
  topicState(): Promise<TopicState | undefined>;
  ensureTopic(partitions: number): Promise<void>;
}

/**
 * Opens the sealed personal parts of events read from the topic (the relay publishes events as
 * stored, sealed): the sealing store's `openAll`, so a part whose key was destroyed reads as erased.
 */
export type OpenEvents = (events: StoredEvent[]) => Promise<StoredEvent[]>;

/** For events that carry nothing sealed (tests of the delivery path alone). */
export const openNothing: OpenEvents = (events) => Promise.resolve(events);
