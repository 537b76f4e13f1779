import { PUBLICATION_NUMBERS_STREAM, publicationStreamId, type NumberedSubmission } from '@academy/domain';
import { commandsTotal, ConcurrencyError, type EventStore, type StreamAppend } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { earlierSubmission, type Recorded } from './earlier-submission.js';

/** Racing submissions read again and take the next number; 20 at once settle well within this. */
const NUMBER_RETRIES = 200;

/** The most submissions one append records. */
const SUBMISSIONS_PER_APPEND = 100;

interface Waiting {
  meta: CommandMeta;
  numbered: (pubNum: number) => NumberedSubmission;
  resolve(recorded: Recorded): void;
  reject(error: unknown): void;
}

interface Numbering {
  waiting: Waiting[];
  running: boolean;
  /** The numbers stream's version after this process's last append (undefined: read it). */
  last?: number;
}
const numbering = new WeakMap<object, Numbering>();

/** A submission's two streams at `pubNum`: the reservation (the numbers stream at `pubNum - 1`) and version 1. */
const writesOf = (w: Waiting, pubNum: number): { reserved: StreamAppend; submitted: StreamAppend } => {
  const { reserved, submitted } = w.numbered(pubNum);
  const streamId = publicationStreamId(pubNum);
  return {
    reserved: {
      streamId: PUBLICATION_NUMBERS_STREAM,
      events: w.meta.toAppend(PUBLICATION_NUMBERS_STREAM, [reserved]),
      expectedVersion: pubNum === 1 ? 'no-stream' : pubNum - 1,
    },
    submitted: { streamId, events: w.meta.toAppend(streamId, submitted), expectedVersion: 'no-stream' },
  };
};

const recorded = (w: Waiting, pubNum: number, position: number): void => {
  commandsTotal.inc({ type: 'SubmitPublication', outcome: 'appended' });
  w.resolve({ pubNum, position });
};

/**
 * All of `batch` numbered on from `last` in ONE atomic append: the numbers stream with one
 * reservation each (expected at `last`) and each new publication stream. False when the store
 * refused it (then nothing of it was written).
 */
const recordTogether = async (
  store: EventStore,
  last: number,
  batch: readonly Waiting[],
): Promise<boolean> => {
  const writes = batch.map((w, i) => writesOf(w, last + i + 1));
  try {
    const { streams } = await store.appendMany([
      {
        streamId: PUBLICATION_NUMBERS_STREAM,
        events: writes.flatMap((w) => w.reserved.events),
        expectedVersion: last === 0 ? 'no-stream' : last,
      },
      ...writes.map((w) => w.submitted),
    ]);
    // The store answered an earlier append of these events: the numbers from `last` are not theirs.
    if (streams[0]!.nextVersion !== last + batch.length) return false;
    batch.forEach((w, i) => recorded(w, last + i + 1, streams[i + 1]!.position));
    return true;
  } catch {
    return false;
  }
};

/** One submission on its own: the numbers stream's version read, both streams appended at once; again on a race. */
const recordAlone = async (store: EventStore, own: Numbering, w: Waiting): Promise<void> => {
  try {
    for (let attempt = 0; ; attempt++) {
      const pubNum = (await store.streamVersion(PUBLICATION_NUMBERS_STREAM)) + 1;
      const { reserved, submitted } = writesOf(w, pubNum);
      try {
        const { streams } = await store.appendMany([reserved, submitted]);
        // A retried submission whose events are there answers its own (earlier) number.
        const taken = streams[0]!.nextVersion;
        if (taken === pubNum) own.last = taken;
        recorded(w, taken, streams[1]!.position);
        return;
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= NUMBER_RETRIES) throw error;
      }
    }
  } catch (error) {
    // Its events may be there already (a retry of a submission recorded before): answer those.
    const earlier = await earlierSubmission(store, w.meta, w.numbered).catch(() => undefined);
    if (earlier) return w.resolve(earlier);
    const outcome = error instanceof ConcurrencyError ? 'concurrency-conflict' : 'error';
    commandsTotal.inc({ type: 'SubmitPublication', outcome });
    w.reject(error);
  }
};

const drain = async (store: EventStore, own: Numbering): Promise<void> => {
  own.running = true;
  try {
    while (own.waiting.length > 0) {
      const batch = own.waiting.splice(0, SUBMISSIONS_PER_APPEND);
      const { last } = own;
      own.last = undefined;
      if (last !== undefined && (await recordTogether(store, last, batch))) own.last = last + batch.length;
      else for (const w of batch) await recordAlone(store, own, w);
    }
  } finally {
    own.running = false;
  }
};

/**
 * Takes the next publication number and records the publication under it, in one atomic append
 * (the reservation on `publication-numbers` and version 1 on `publication-{n}`): a number is never
 * taken without its publication. The submissions of one process take their numbers in turn, per
 * store: those waiting meanwhile go together in one append, numbered on from the number the last
 * one took, without reading the stream; when that append is refused (another process took a
 * number: scaled out; or a bad submission among them), each reads the version and appends on its
 * own, as before. Racing on the one numbers stream, each number cost every racer a read and a
 * failed append; under the mixed load (200 connections) they piled up and timed out.
 */
export const numberAndRecord = (
  store: EventStore,
  meta: CommandMeta,
  numbered: (pubNum: number) => NumberedSubmission,
): Promise<Recorded> =>
  new Promise((resolve, reject) => {
    const own = numbering.get(store) ?? { waiting: [], running: false };
    numbering.set(store, own);
    own.waiting.push({ meta, numbered, resolve, reject });
    if (!own.running) void drain(store, own);
  });
