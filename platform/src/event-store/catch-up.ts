import { type Checkpoint, type EventStore, type StoredEvent } from './port.js';
import { Wakeup } from './wakeup.js';

/** How soon to read again when an open transaction holds committed events back. */
export const HELD_BACK_RETRY_MS = 10;
/** At the head, how long to wait for a wake-up before reading again (a missed signal costs this). */
const IDLE_POLL_MS = 1000;

/** What a catch-up loop needs of the store. */
export type CatchUpSource = Pick<EventStore, 'readAll' | 'waitForEvents'>;

/** What a catch-up reader does with the store's events. */
export interface CatchUpReader {
  /** Where to read after: asked before every read (a reader may have moved elsewhere meanwhile). */
  checkpoint(): Checkpoint | Promise<Checkpoint>;
  /** Takes a batch in delivery order; the next read starts where `checkpoint()` then says. */
  handle(events: StoredEvent[], checkpoint: Checkpoint): Promise<void>;
  /** A read found nothing new: the reader is caught up with the head. */
  caughtUp?(): void;
}

/**
 * The one catch-up loop over the store: read after the reader's checkpoint, hand over the batch;
 * at the head, wait for new events (a local append or another process's NOTIFY wakes it; it reads
 * again after a second anyway, or after 10 ms when events are held back). Runs until `signal`
 * aborts; an error of the reader or the store ends it.
 */
export const catchUp = async (
  store: CatchUpSource,
  reader: CatchUpReader,
  { batchSize, signal }: { batchSize: number; signal: AbortSignal },
): Promise<void> => {
  while (!signal.aborted) {
    const { events, checkpoint, heldBack } = await store.readAll(await reader.checkpoint(), batchSize);
    if (events.length > 0) {
      await reader.handle(events, checkpoint);
      continue;
    }
    reader.caughtUp?.();
    await store.waitForEvents(heldBack ? HELD_BACK_RETRY_MS : IDLE_POLL_MS, signal);
  }
};

export interface CatchUpRun {
  /** Stops after the batch in hand; resolves when stopped. */
  stop(): Promise<void>;
  /** Rejects if the handler threw (unless `onError` is given); resolves when stopped. */
  readonly done: Promise<void>;
}

export interface CatchUpOptions {
  batchSize?: number;
  /**
   * With it, a failed read or batch (the database restarted, a connection terminated) is reported
   * here and the loop goes on from the checkpoint in memory after a growing pause (up to 5 s),
   * instead of ending `done` with the error.
   */
  onError?: (error: unknown, failures: number) => void;
}

/** Catches up from `after`, keeping the checkpoint in memory: for readers with nowhere to store one. */
export const startCatchUp = (
  store: EventStore,
  after: Checkpoint,
  handle: (events: StoredEvent[], checkpoint: Checkpoint) => Promise<void>,
  { batchSize = 500, onError }: CatchUpOptions = {},
): CatchUpRun => {
  const abort = new AbortController();
  let at = after;
  let failures = 0;
  const reader: CatchUpReader = {
    checkpoint: () => at,
    async handle(events, checkpoint) {
      await handle(events, checkpoint);
      at = checkpoint;
      failures = 0;
    },
  };
  const run = async (): Promise<void> => {
    for (;;) {
      try {
        return await catchUp(store, reader, { batchSize, signal: abort.signal });
      } catch (error) {
        if (!onError) throw error;
        if (abort.signal.aborted) return;
        onError(error, ++failures);
        await new Wakeup().wait(Math.min(5000, 100 * 2 ** Math.min(failures, 6)), abort.signal);
      }
    }
  };
  const done = run();
  return {
    done,
    async stop() {
      abort.abort();
      await done.catch(() => undefined);
    },
  };
};
