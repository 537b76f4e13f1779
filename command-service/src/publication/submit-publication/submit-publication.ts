import {
  PUBLICATION_NUMBERS_STREAM,
  publicationDecider,
  publicationNumbersDecider,
  publicationNumbersStateAt,
  publicationStreamId,
  type PdfRef,
  type SubmitPublication,
  type SubmitPublicationInput,
} from '@academy/domain';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand, type HandleResult } from '../../pipeline/handle-command.js';
import { secondsOf } from '../publication-request.js';

/** Racing submissions read again and take the next number; 20 at once settle well within this. */
const NUMBER_RETRIES = 200;

/**
 * The submissions of one process take their numbers one at a time, per store, each starting from
 * the number the last one took (`publicationNumbersStateAt`): one append, no read, while no other
 * process hands out numbers (scaled out, a conflict reads the stream and retries as before).
 * Racing on the one `publication-numbers` stream, each number cost every racer a read of the
 * whole stream and a failed append, and under load (200 connections) the racers piled up faster
 * than numbers were handed out.
 */
interface Numbering {
  queue: Promise<unknown>;
  last?: { version: number; position: number };
}
const numbering = new WeakMap<object, Numbering>();

const reserveNumber = (
  deps: Pick<CommandDeps, 'store'>,
  meta: CommandMeta,
  submittedBy: string,
): Promise<HandleResult<unknown>> => {
  const own = numbering.get(deps.store) ?? { queue: Promise.resolve() };
  numbering.set(deps.store, own);
  const reserve = async () => {
    const { last } = own;
    own.last = undefined;
    const reserved = await handleCommand(
      deps.store,
      PUBLICATION_NUMBERS_STREAM,
      publicationNumbersDecider,
      { type: 'ReservePublicationNumber', submissionId: meta.newId('submission'), by: submittedBy },
      meta,
      {
        retries: NUMBER_RETRIES,
        ...(last ? { from: { ...last, state: publicationNumbersStateAt(last.version) } } : {}),
      },
    );
    own.last = { version: reserved.nextVersion, position: reserved.position };
    return reserved;
  };
  const next = own.queue.then(reserve, reserve);
  own.queue = next.catch(() => undefined);
  return next;
};

export interface SubmitInput {
  submittedBy: string;
  content: SubmitPublicationInput;
  pdf: PdfRef | null;
}

/**
 * Version 1 of a new publication: the submission is judged first (nothing is reserved for a
 * refused one), then `publication-numbers` hands out the next number (optimistic concurrency,
 * gap-free), then `publication-{pubNum}` records it. A retry with the same Idempotency-Key derives
 * the same event ids, so it keeps its number.
 */
export const submitPublication = async (
  deps: Pick<CommandDeps, 'store'>,
  meta: CommandMeta,
  { submittedBy, content, pdf }: SubmitInput,
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
  const reserved = await reserveNumber(deps, meta, submittedBy);
  // One event per number: the version the reservation landed at is the number.
  const pubNum = reserved.nextVersion;
  const { position } = await handleCommand(
    deps.store,
    publicationStreamId(pubNum),
    publicationDecider,
    command(pubNum),
    meta,
  );
  return { pubNum, version: 1, position };
};
