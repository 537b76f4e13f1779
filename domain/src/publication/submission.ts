import { DomainError } from '../errors/errors.js';
import { type PublicationContent, type SubmitPublication } from './commands.js';
import { invitationsOf } from './co-authors.js';
import { type PublicationEvent, type PublicationNumbersEvent } from './events.js';
import { publicationNumbersDecider, publicationNumbersStateAt } from './numbers-decider.js';

/** The submitter is the first author, named by their user id. */
export const requireSubmitterFirst = (content: PublicationContent, submitter: string): void => {
  if (content.authors[0]?.userID === submitter) return;
  throw new DomainError('validation-failed', 'The first author must be the submitter', [
    { path: 'authors.0.userID', message: 'The first author is the submitter (their user id)' },
  ]);
};

/** Version 1 of a publication as recorded (judged already). */
export const submittedEvent = (command: SubmitPublication): PublicationEvent => {
  const { authors, ...content } = command.content;
  return {
    type: 'PublicationSubmitted',
    data: {
      pubNum: command.pubNum,
      version: 1,
      ...content,
      pdf: command.pdf,
      publishDate: command.publishDate,
      personal: { authors },
      submittedBy: command.submittedBy,
    },
  };
};

/** The members version 1 names besides the submitter, each invited once. */
export const submissionInvitations = (command: SubmitPublication): PublicationEvent[] =>
  invitationsOf(
    command.content.authors,
    command.submittedBy,
    {},
    {
      pubNum: command.pubNum,
      version: 1,
      invitedBy: command.submittedBy,
    },
  );

export type SubmissionInput = Omit<SubmitPublication, 'type' | 'pubNum'>;

/** A judged submission's two writes at the number it takes: one per stream, appended together. */
export interface NumberedSubmission {
  /** On `publication-numbers`, at version `pubNum`. */
  reserved: PublicationNumbersEvent;
  /** On the new `publication-{pubNum}`: version 1, then its co-author invitations. */
  submitted: PublicationEvent[];
}

/**
 * A submission is judged ONCE, before anything is written (a refusal throws here); what it writes
 * depends only on the number, known when the number stream's version is: the reservation and the
 * publication's version 1 then go in the same atomic append, so a number is taken only with its
 * publication and the numbers stay gap-free under any failure.
 */
export const judgeSubmission = (
  input: SubmissionInput,
  submissionId: string,
): ((pubNum: number) => NumberedSubmission) => {
  requireSubmitterFirst(input.content, input.submittedBy);
  return (pubNum) => {
    const [reserved] = publicationNumbersDecider.decide(
      { type: 'ReservePublicationNumber', submissionId, by: input.submittedBy },
      publicationNumbersStateAt(pubNum - 1),
    );
    const command = { type: 'SubmitPublication' as const, pubNum, ...input };
    return { reserved: reserved!, submitted: [submittedEvent(command), ...submissionInvitations(command)] };
  };
};
