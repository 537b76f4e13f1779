import { type EventStore, type StoredEvent } from './port.js';

/** A store that can read its newest events backwards (KurrentDB: `$all` from the end). */
export interface ReadsLatest {
  readLatest(limit: number): Promise<StoredEvent[]>;
}

const readsLatest = (store: EventStore): store is EventStore & ReadsLatest =>
  typeof (store as Partial<ReadsLatest>).readLatest === 'function';

/**
 * The newest `limit` events across the store, newest first. A store that reads backwards does so;
 * on SQL, where positions are integers with gaps only where an append rolled back, a window of
 * positions below the head is read forwards. Never arithmetic on a KurrentDB commit position: those
 * are byte offsets in its log, and a read from one that is not an event's is refused.
 */
export const latestEvents = async (store: EventStore, limit: number): Promise<StoredEvent[]> => {
  if (readsLatest(store)) return store.readLatest(limit);
  const head = await store.head();
  const window = limit * 5;
  const from = await store.checkpointAt(Math.max(0, head.position - window));
  const { events } = await store.readAll(from, window);
  return events.slice(-limit).reverse();
};
