import {
  PUBLICATION_NUMBERS_STREAM,
  publicationDecider,
  publicationNumbersDecider,
  publicationNumbersStateAt,
  publicationStreamId,
  type PdfRef,
  type ReservePublicationNumber,
  type SubmitPublication,
  type SubmitPublicationInput,
} from '@academy/domain';
import { commandsTotal } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { secondsOf } from '../publication-request.js';

/** Racing submissions read again and take the next number; 20 at once settle well within this. */
const NUMBER_RETRIES = 200;

/** The most numbers one append hands out. */
const NUMBERS_PER_APPEND = 100;

/**
 * The submissions of one process take their numbers in turn, per store: those waiting meanwhile
 * get theirs together in one append (one event each, with its own id), numbered on from the
 * number the last one took (`publicationNumbersStateAt`), without reading the stream. When that
 * append is refused (another process took a number: scaled out; or a retried submission's event
 * is already there), each reads, decides and appends on its own, as before. Racing on the one
 * `publication-numbers` stream, each number cost every racer a read of the whole stream and a
 * failed append; under the mixed load (200 connections) they piled up and timed out.
 */
interface Waiting {
  meta: CommandMeta;
  submittedBy: string;
  resolve(pubNum: number): void;
  reject(error: unknown): void;
}
interface Numbering {
  waiting: Waiting[];
  running: boolean;
  /** The stream's version after this process's last number (undefined: read it). */
  last?: number;
}
const numbering = new WeakMap<object, Numbering>();

const reserveCommand = (w: Waiting): ReservePublicationNumber => ({
  type: 'ReservePublicationNumber',
  submissionId: w.meta.newId('submission'),
  by: w.submittedBy,
});

/** All of `batch` in one append from `last`; false when the store refused it (nothing written). */
const reserveTogether = async (
  deps: Pick<CommandDeps, 'store'>,
  last: number,
  batch: readonly Waiting[],
): Promise<boolean> => {
  const events = batch.flatMap((w, i) =>
    w.meta.toAppend(
      PUBLICATION_NUMBERS_STREAM,
      publicationNumbersDecider.decide(reserveCommand(w), publicationNumbersStateAt(last + i)),
    ),
  );
  let position: number;
  try {
    let nextVersion: number;
    ({ position, nextVersion } = await deps.store.append(PUBLICATION_NUMBERS_STREAM, events, {
      expectedVersion: last === 0 ? 'no-stream' : last,
    }));
    // The store answered an earlier append of the batch's last event (a retried submission's):
    // nothing of this batch was written, and the numbers from `last` are not theirs.
    if (nextVersion !== last + batch.length) return false;
  } catch {
    return false;
  }
  batch.forEach((w, i) => {
    commandsTotal.inc({ type: 'ReservePublicationNumber', outcome: 'appended' });
    w.meta.wrote?.({ streamId: PUBLICATION_NUMBERS_STREAM, version: last + i + 1, position });
    w.resolve(last + i + 1);
  });
  return true;
};

const reserveAlone = async (deps: Pick<CommandDeps, 'store'>, own: Numbering, w: Waiting) => {
  try {
    const reserved = await handleCommand(
      deps.store,
      PUBLICATION_NUMBERS_STREAM,
      publicationNumbersDecider,
      reserveCommand(w),
      w.meta,
      { retries: NUMBER_RETRIES },
    );
    // A takeover may answer its earlier number, far behind the stream's version.
    if (!w.meta.takeover) own.last = reserved.nextVersion;
    w.resolve(reserved.nextVersion);
  } catch (error) {
    w.reject(error);
  }
};

const drain = async (deps: Pick<CommandDeps, 'store'>, own: Numbering): Promise<void> => {
  own.running = true;
  try {
    while (own.waiting.length > 0) {
      // A takeover's number may be taken already (its first attempt's): it goes on its own.
      const alone = own.waiting.filter((w) => w.meta.takeover);
      own.waiting = own.waiting.filter((w) => !w.meta.takeover);
      for (const w of alone) await reserveAlone(deps, own, w);
      const batch = own.waiting.splice(0, NUMBERS_PER_APPEND);
      const { last } = own;
      own.last = undefined;
      if (batch.length === 0) own.last = last;
      else if (last !== undefined && (await reserveTogether(deps, last, batch)))
        own.last = last + batch.length;
      else for (const w of batch) await reserveAlone(deps, own, w);
    }
  } finally {
    own.running = false;
  }
};

/** The next publication number for this submission (the version its reservation landed at). */
const reserveNumber = (
  deps: Pick<CommandDeps, 'store'>,
  meta: CommandMeta,
  submittedBy: string,
): Promise<number> =>
  new Promise((resolve, reject) => {
    const own = numbering.get(deps.store) ?? { waiting: [], running: false };
    numbering.set(deps.store, own);
    own.waiting.push({ meta, submittedBy, resolve, reject });
    if (!own.running) void drain(deps, own);
  });

export interface SubmitInput {
  submittedBy: string;
  content: SubmitPublicationInput;
  pdf: PdfRef | null;
  /**
   * Stores the PDF: called once the submission is recorded (also when a retry is answered from its
   * first attempt's events, so a crash between the append and the store heals on retry); a
   * refused or failed submission stores nothing.
   */
  storeFiles?: () => Promise<void>;
}

/**
 * Version 1 of a new publication: the submission is judged first (nothing is reserved for a
 * refused one), then `publication-numbers` hands out the next number (optimistic concurrency,
 * gap-free), then `publication-{pubNum}` records it, and only then is its PDF stored. A retry with
 * the same Idempotency-Key derives the same event ids, so it keeps its number.
 */
export const submitPublication = async (
  deps: Pick<CommandDeps, 'store'>,
  meta: CommandMeta,
  { submittedBy, content, pdf, storeFiles }: SubmitInput,
): Promise<{ pubNum: number; version: 1; position: number }> => {
  const command = (pubNum: number): SubmitPublication => ({
    type: 'SubmitPublication',
    pubNum,
    submittedBy,
    content,
    pdf,
    publishDate: secondsOf(meta.now),
  });
  // Judged before a number is taken, so a refused submission leaves no gap.
  publicationDecider.decide(command(1), publicationDecider.initialState());
  // One event per number: the version the reservation landed at is the number.
  const pubNum = await reserveNumber(deps, meta, submittedBy);
  const { position } = await handleCommand(
    deps.store,
    publicationStreamId(pubNum),
    publicationDecider,
    command(pubNum),
    meta,
  );
  await storeFiles?.();
  return { pubNum, version: 1, position };
};
