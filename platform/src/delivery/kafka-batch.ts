import { type BatchHandler, type DeliveredMessage } from './port.js';

/** What one kafkajs `eachBatch` call offers, reduced to what a batch needs. */
export interface KafkaBatchCalls {
  resolveOffset(offset: string): void;
  commit(next: number): Promise<void>;
  seek(next: number): void;
  heartbeat(): Promise<void>;
}

/**
 * kafkajs sends a heartbeat only when asked; a session ends when none came for the session timeout
 * (30 s), and a batch may wait that long on the search index (Meilisearch tasks: up to 120 s). So
 * the batch heartbeats every few seconds while its handler runs, as well as after it.
 */
export const HEARTBEAT_EVERY_MS = 3000;

/**
 * Hands one partition's messages to the handler, heartbeating meanwhile; then moves on past them
 * (and commits the group's hint) or seeks where the handler said.
 */
export const handleKafkaBatch = async (
  handler: BatchHandler,
  partition: number,
  messages: readonly DeliveredMessage[],
  calls: KafkaBatchCalls,
  heartbeatEveryMs = HEARTBEAT_EVERY_MS,
): Promise<void> => {
  const beat = setInterval(() => void calls.heartbeat().catch(() => undefined), heartbeatEveryMs);
  let next: number;
  try {
    next = await handler({ partition, messages });
  } finally {
    clearInterval(beat);
  }
  const last = messages.at(-1)!.offset;
  if (next === last + 1) {
    calls.resolveOffset(String(last));
    await calls.commit(next).catch(() => undefined); // a hint only: the read model holds the real offsets
  } else {
    calls.seek(next);
  }
  await calls.heartbeat();
};
