import { BACKWARDS, END, excludeSystemEvents, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import {
  compareCheckpoints,
  START,
  type Checkpoint,
  type ReadAllResult,
  type ReadFilter,
  type StoredEvent,
} from '../port.js';
import { passedTarget, readPositionOf } from './positions.js';
import { collect, isUserEvent, orEmptyStream, toStoredEvent } from './recorded-events.js';

/** The reads on KurrentDB: streams one to one (version = revision + 1), `$all` without system events. */
export const readStream = (
  client: KurrentDBClient,
  streamId: string,
  fromVersion: number,
): Promise<StoredEvent[]> => {
  const fromRevision = BigInt(Math.max(0, fromVersion - 1));
  return orEmptyStream(collect(client.readStream(streamId, { fromRevision })));
};

export const streamVersion = async (client: KurrentDBClient, streamId: string): Promise<number> => {
  const [last] = await orEmptyStream(
    collect(client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })),
  );
  return last?.version ?? 0;
};

export const readAll = async (
  client: KurrentDBClient,
  after: Checkpoint,
  limit: number,
): Promise<ReadAllResult> => {
  const events: StoredEvent[] = [];
  // One more than asked: a read from a position may include the event at that position.
  const read = client.readAll({
    fromPosition: readPositionOf(after),
    maxCount: limit + 1,
    filter: excludeSystemEvents(),
  });
  for await (const resolved of read) {
    const event = toStoredEvent(resolved);
    if (!isUserEvent(event) || compareCheckpoints(event.checkpoint, after) <= 0) continue;
    events.push(event);
    if (events.length === limit) break;
  }
  return { events, checkpoint: events.at(-1)?.checkpoint ?? after };
};

export const head = async (client: KurrentDBClient): Promise<Checkpoint> => {
  const read = client.readAll({
    direction: BACKWARDS,
    fromPosition: END,
    maxCount: 1,
    filter: excludeSystemEvents(),
  });
  for await (const resolved of read) {
    const event = toStoredEvent(resolved);
    if (isUserEvent(event)) return event.checkpoint;
  }
  return START;
};

/** The newest `limit` user events, newest first: `$all` read backwards from its end. */
export const readLatest = async (client: KurrentDBClient, limit: number): Promise<StoredEvent[]> => {
  const events: StoredEvent[] = [];
  const read = client.readAll({ direction: BACKWARDS, fromPosition: END, filter: excludeSystemEvents() });
  for await (const resolved of read) {
    const event = toStoredEvent(resolved);
    if (!isUserEvent(event)) continue;
    events.push(event);
    if (events.length === limit) break;
  }
  return events;
};

/** Positions: see positions.ts (the prepare position is the event's position). */
export const checkpointAt = async (client: KurrentDBClient, position: number): Promise<Checkpoint> => {
  const last = await head(client);
  const target = passedTarget(position);
  return compareCheckpoints(target, last) > 0 ? last : target;
};

/** With `only`, the events of those types (readAll answers every type: `only` is a hint). */
export const countAfter = async (
  client: KurrentDBClient,
  after: Checkpoint,
  only?: ReadFilter,
): Promise<number> => {
  let count = 0;
  const read = client.readAll({ fromPosition: readPositionOf(after), filter: excludeSystemEvents() });
  for await (const resolved of read) {
    const event = toStoredEvent(resolved);
    if (!isUserEvent(event) || compareCheckpoints(event.checkpoint, after) <= 0) continue;
    if (!only || only.types.includes(event.type)) count++;
  }
  return count;
};
