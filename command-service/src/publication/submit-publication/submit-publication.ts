import { judgeSubmission, type NewEvent, type PdfRef, type SubmitPublicationInput } from '@academy/domain';
import { commandsTotal } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { secondsOf, type AcceptedPdf } from '../publication-request.js';
import { earlierSubmission } from './earlier-submission.js';
import { numberAndRecord } from './number-and-record.js';

export interface SubmitInput {
  submittedBy: string;
  content: SubmitPublicationInput;
  pdf: PdfRef | null;
  /** Its PDF, stored once the submission is judged, before the append (see `AcceptedPdf`). */
  files?: Pick<AcceptedPdf, 'store' | 'recorded' | 'failed'>;
}

/**
 * Version 1 of a new publication. The submission is judged once, first (a refused one takes no
 * number and stores no PDF); then the next number is taken and the publication recorded under it
 * in ONE atomic append (`publication-numbers` with the version read, `publication-{n}` new), so a
 * failed, refused or crashed submission leaves no hole in the numbers. A retry with the same
 * Idempotency-Key derives the same event ids and, after a takeover, answers the number it took.
 * Its PDF is moved into the blob store before the append, once the submission is judged.
 */
export const submitPublication = async (
  deps: Pick<CommandDeps, 'store'>,
  meta: CommandMeta,
  { submittedBy, content, pdf, files }: SubmitInput,
): Promise<{ pubNum: number; version: 1; position: number; invited: NewEvent[] }> => {
  const numbered = judgeSubmission(
    { submittedBy, content, pdf, publishDate: secondsOf(meta.now) },
    meta.newId('submission'),
  );
  const earlier = meta.takeover ? await earlierSubmission(deps.store, meta, numbered) : undefined;
  if (earlier) {
    commandsTotal.inc({ type: 'SubmitPublication', outcome: 'taken-over' });
    // The retry re-sent its PDF: stored now if the first attempt's is not there.
    await files?.recorded();
    return { ...earlier, version: 1, invited: [] };
  }
  // Stored once judged, before the append: no event names a PDF that is not on disk.
  await files?.store();
  const { pubNum, position } = await numberAndRecord(deps.store, meta, numbered).catch(
    async (error: unknown) => {
      await files?.failed();
      throw error;
    },
  );
  await files?.recorded();
  // Its invitations, to mail: only a first recording mails (a retry answered above does not).
  const invited = numbered(pubNum).submitted.filter((e) => e.type === 'CoAuthorInvited');
  return { pubNum, version: 1, position, invited };
};
