import { type CatchUpSource, type Checkpoint, type EventStore, type ReadAllResult } from '@academy/platform';

/**
 * The store, with identical reads sharing one round trip while no new event was signalled:
 * projections woken by the same append stand at the same checkpoint and would each read the same
 * batch. A read under way answers whoever asks for the same checkpoint and size before the store
 * signals new events again; after a signal, the next ask reads afresh, so a shared answer never
 * misses an event its asker was woken for. A store that keeps no count of its signals shares nothing.
 */
export const sharingReads = (store: EventStore): CatchUpSource => {
  const notifications = store.notifications?.bind(store);
  if (!notifications) return store;
  const inFlight = new Map<string, Promise<ReadAllResult>>();
  return {
    readAll(after: Checkpoint, limit: number): Promise<ReadAllResult> {
      const key = `${after.txId}:${after.position}:${limit}:${notifications()}`;
      let read = inFlight.get(key);
      if (!read) {
        read = store.readAll(after, limit).finally(() => inFlight.delete(key));
        inFlight.set(key, read);
      }
      return read;
    },
    waitForEvents: (timeoutMs, signal) => store.waitForEvents(timeoutMs, signal),
  };
};
