import { parseRecordedEvent, type NewEvent } from '@academy/domain';
import { type EventStore } from '@academy/platform';
import { type CommandMeta } from './command-meta.js';

/** What an earlier attempt of the same command appended to a stream. */
export interface EarlierWrite {
  events: NewEvent[];
  /** The position and version of its last event. */
  position: number;
  nextVersion: number;
}

/**
 * On a takeover: the write the first attempt made on `streamId`, when its events are there. The
 * ids derive from the key's scope, so the events this write would append start with the id the
 * meta gives a first event; the earlier write is that event and those after it with the next ids.
 */
export const earlierWrite = async (
  store: EventStore,
  streamId: string,
  meta: CommandMeta,
): Promise<EarlierWrite | undefined> => {
  const stream = await store.readStream(streamId);
  const [first] = meta.toAppend(streamId, [{ type: 'probe', data: null }]);
  const start = stream.findIndex((e) => e.eventId === first!.eventId);
  if (start < 0) return undefined;
  const after = stream.slice(start);
  const ids = meta.toAppend(streamId, after).map((e) => e.eventId);
  const end = after.findIndex((e, i) => e.eventId !== ids[i]);
  const written = end < 0 ? after : after.slice(0, end);
  const last = written.at(-1)!;
  return {
    events: written.map((e) => {
      const { type, data } = parseRecordedEvent(e) ?? e;
      return { type, data };
    }),
    position: last.position,
    nextVersion: last.version,
  };
};
