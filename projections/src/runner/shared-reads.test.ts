import { describe, expect, it } from '@jest/globals';
import { type EventStore, type ReadAllResult } from '@academy/platform';
import { sharingReads } from './shared-reads.js';

/** A store whose reads stay under way until released, counting them, with a signal count the test moves. */
const slowStore = () => {
  let signalled = 0;
  const pending: (() => void)[] = [];
  const store = {
    reads: 0,
    readAll(): Promise<ReadAllResult> {
      store.reads++;
      const read = store.reads;
      return new Promise((resolve) =>
        pending.push(() => resolve({ events: [], checkpoint: { txId: read, position: read } })),
      );
    },
    waitForEvents: () => Promise.resolve(),
    notifications: () => signalled,
    signal: () => signalled++,
    release: () => pending.splice(0).forEach((answer) => answer()),
  };
  return store;
};
const at = { txId: 1, position: 1 };

describe('reads shared by catch-up loops', () => {
  it('when loops ask for the same checkpoint while one read is under way, then they share its answer', async () => {
    const store = slowStore();
    const source = sharingReads(store as unknown as EventStore);
    const asks = [source.readAll(at, 100), source.readAll(at, 100), source.readAll(at, 100)];
    store.release();
    const answers = await Promise.all(asks);
    expect(store.reads).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('when new events were signalled after a read began, then a later ask reads afresh instead of taking its older answer', async () => {
    const store = slowStore();
    const source = sharingReads(store as unknown as EventStore);
    const first = source.readAll(at, 100);
    store.signal();
    const second = source.readAll(at, 100);
    store.release();
    const [a, b] = await Promise.all([first, second]);
    expect(store.reads).toBe(2);
    expect(a.checkpoint).not.toEqual(b.checkpoint);
  });

  it('when a read has answered, then the next ask reads again', async () => {
    const store = slowStore();
    const source = sharingReads(store as unknown as EventStore);
    const first = source.readAll(at, 100);
    store.release();
    await first;
    const second = source.readAll(at, 100);
    store.release();
    await second;
    expect(store.reads).toBe(2);
  });
});
