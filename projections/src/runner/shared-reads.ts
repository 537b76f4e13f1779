import { type CatchUpSource, type Checkpoint, type EventStore, type ReadAllResult } from '@academy/platform';

/**
 * The store, with concurrent identical reads sharing one round trip: projections woken by the
 * same append stand at the same checkpoint and would each read the same batch. A read that is
 * already under way answers everyone who asks for the same checkpoint and size meanwhile; once it
 * has answered, the next ask reads afresh (a shared answer is never older than the ask's wake-up).
 */
export const sharingReads = (store: EventStore): CatchUpSource => {
  const inFlight = new Map<string, Promise<ReadAllResult>>();
  return {
    readAll(after: Checkpoint, limit: number): Promise<ReadAllResult> {
      const key = `${after.txId}:${after.position}:${limit}`;
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
