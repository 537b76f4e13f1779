import {
  PUBLICATION_NUMBERS_STREAM,
  publicationDecider,
  publicationNumbersDecider,
  publicationStreamId,
  type PdfRef,
  type SubmitPublication,
  type SubmitPublicationInput,
} from '@academy/domain';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { secondsOf } from '../publication-request.js';

/** Racing submissions read again and take the next number; 20 at once settle well within this. */
const NUMBER_RETRIES = 200;

export interface SubmitInput {
  submittedBy: string;
  content: SubmitPublicationInput;
  pdf: PdfRef | null;
  /** Stores the PDF's bytes: called once the submission is judged (a refused one stores nothing). */
  storeFiles?: () => Promise<void>;
}

/**
 * Version 1 of a new publication: the submission is judged first (nothing is reserved, and its PDF
 * is not stored, for a refused one), then `publication-numbers` hands out the next number (optimistic concurrency,
 * gap-free), then `publication-{pubNum}` records it. A retry with the same Idempotency-Key derives
 * the same event ids, so it keeps its number.
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
  await storeFiles?.();
  const reserved = await handleCommand(
    deps.store,
    PUBLICATION_NUMBERS_STREAM,
    publicationNumbersDecider,
    { type: 'ReservePublicationNumber', submissionId: meta.newId('submission'), by: submittedBy },
    meta,
    { retries: NUMBER_RETRIES },
  );
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
