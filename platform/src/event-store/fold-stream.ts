import { parseRecordedEvent, type Decider } from '@academy/domain';
import { type EventStore } from './port.js';

/** A stream folded up to `version`; `position` is its last event's (0 when empty). */
export interface Folded<S> {
  state: S;
  version: number;
  position: number;
}

/**
 * Reads a stream after `from` (from its start when not given) and folds it with the decider's
 * `evolve`. Recorded data is parsed with the domain's schemas first: an event that does not fit
 * them (or of a type this code does not know) changes nothing but still moves the version.
 */
export const foldStream = async <C, E, S>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  from: Folded<S> = { state: decider.initialState(), version: 0, position: 0 },
): Promise<Folded<S>> => {
  const events = await store.readStream(streamId, from.version + 1);
  const last = events.at(-1);
  if (!last) return from;
  let state = from.state;
  for (const event of events) {
    const parsed = parseRecordedEvent(event);
    if (parsed) state = decider.evolve(state, parsed as E);
  }
  return { state, version: last.version, position: last.position };
};
