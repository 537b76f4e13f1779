import { z } from 'zod';
import { type StoredEvent } from '../event-store/port.js';
import { type OutgoingMessage } from './port.js';

const jsonInteger = z.number().int().nonnegative();

/** A recorded event as it travels on the topic: the store's own fields, its checkpoint included. */
const envelopeSchema = z.object({
  eventId: z.string(),
  streamId: z.string(),
  version: jsonInteger,
  position: jsonInteger,
  type: z.string(),
  data: z.unknown(),
  metadata: z.object({
    actor: z.string().nullable(),
    correlationId: z.string(),
    causationId: z.string().nullable(),
    timestamp: z.string(),
  }),
  recordedAt: z.string(),
  checkpoint: z.object({ txId: jsonInteger, position: jsonInteger }),
});

/** Keyed by stream id, so one stream's events stay in one partition, in order. */
export const toMessage = (event: StoredEvent): OutgoingMessage => ({
  key: event.streamId,
  value: JSON.stringify({
    eventId: event.eventId,
    streamId: event.streamId,
    version: event.version,
    position: event.position,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    recordedAt: event.recordedAt,
    checkpoint: event.checkpoint,
  }),
});

/** The event a message carries, or undefined when it is not one (logged and skipped by workers). */
export const fromMessage = (value: string): StoredEvent | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return undefined;
  }
  const parsed = envelopeSchema.safeParse(json);
  return parsed.success ? (parsed.data as StoredEvent) : undefined;
};
