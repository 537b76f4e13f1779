import { type EventStore } from '@academy/platform';

/** Where the injected fault strikes: the write fails (nothing written), or the process fails right after it. */
export type FaultAt = 'at-the-write' | 'after-the-write';

/**
 * Arms the store so that its next write (`append` or `appendMany`) meets a fault: at the write
 * (refused, nothing written: a full disk, a lost connection) or after it (written, then the
 * command fails before it answers: a crash between the write and the answer). Later writes go
 * through. Answers how many writes were tried since.
 */
export const failNextWrite = (store: EventStore, at: FaultAt): { writes(): number } => {
  const append = store.append.bind(store);
  const appendMany = store.appendMany.bind(store);
  let writes = 0;
  const trip = async <T>(write: () => Promise<T>): Promise<T> => {
    if (writes++ > 0) return write();
    if (at === 'at-the-write') throw new Error('injected fault: the write failed');
    await write();
    throw new Error('injected fault: the process failed after the write');
  };
  store.append = (streamId, events, options) => trip(() => append(streamId, events, options));
  store.appendMany = (streams) => trip(() => appendMany(streams));
  return { writes: () => writes };
};
