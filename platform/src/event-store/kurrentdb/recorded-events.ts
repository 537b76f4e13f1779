import { type EventMetadata } from '@academy/domain';
import {
  jsonEvent,
  StreamNotFoundError,
  type EventData,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { type EventToAppend, type StoredEvent } from '../port.js';
import { checkpointOf, eventPositionOf, toNumber } from './positions.js';

/** Our event as KurrentDB event data: the same id (so a retried append is a no-op), JSON data and metadata. */
export const toEventData = (event: EventToAppend): EventData =>
  jsonEvent({
    id: event.eventId,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as unknown as Record<string, unknown>,
  });

/**
 * The metadata as the port knows it: a multi-stream append stores strings only (its nulls left out,
 * kurrentdb-append-many.ts), and the server may add properties of its own; both read back alike.
 */
export const metadataOf = (raw: unknown): EventMetadata => {
  const m = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<
    Record<keyof EventMetadata, unknown>
  >;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    actor: text(m.actor),
    correlationId: text(m.correlationId) ?? '',
    causationId: text(m.causationId),
    timestamp: text(m.timestamp) ?? '',
  };
};

/** Version 1 is revision 0: the port counts from 1, KurrentDB from 0. */
export const versionOf = (revision: bigint): number => toNumber(revision, 'revision') + 1;

/**
 * A recorded KurrentDB event as the port's StoredEvent. Stream reads carry the `$all` position on
 * KurrentDB 22.6 and later; without it there is nothing to hand out, so it refuses.
 */
export const toStoredEvent = (resolved: ResolvedEvent): StoredEvent | undefined => {
  const event = resolved.event;
  if (!event) return undefined;
  if (!event.position)
    throw new Error('KurrentDB did not return event positions: use KurrentDB 22.6 or newer');
  const checkpoint = checkpointOf(event.position);
  return {
    eventId: event.id,
    streamId: event.streamId,
    version: versionOf(event.revision),
    position: eventPositionOf(checkpoint),
    type: event.type,
    data: event.isJson ? event.data : JSON.parse(Buffer.from(event.data).toString('utf8')),
    metadata: metadataOf(event.metadata),
    recordedAt: event.created.toISOString(),
    checkpoint,
  };
};

/** User events only: `$all` also holds the server's own (`$`-typed, `$`-streams). */
export const isUserEvent = (event: StoredEvent | undefined): event is StoredEvent =>
  event !== undefined && !event.streamId.startsWith('$') && !event.type.startsWith('$');

export const collect = async (events: AsyncIterable<ResolvedEvent>): Promise<StoredEvent[]> => {
  const out: StoredEvent[] = [];
  for await (const resolved of events) {
    const event = toStoredEvent(resolved);
    if (isUserEvent(event)) out.push(event);
  }
  return out;
};

export const orEmptyStream = async <T>(read: Promise<T[]>): Promise<T[]> =>
  read.catch((error: unknown) => {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  });
