import { DomainError } from '../errors/errors.js';
import { type AnswerCoAuthorship } from './commands.js';
import { type CoAuthorStatus } from './co-author-events.js';
import { type PublicationEvent } from './events.js';
import { type Author } from './schemas.js';

/** Each named member's standing, by user id. */
export type CoAuthors = Readonly<Record<string, CoAuthorStatus>>;

/**
 * The invitations a version decides: one for each member it names (other than the submitter) who
 * was never invited. Pending and accepted co-authors keep their standing across revisions; a
 * member who declined or withdrew keeps that answer and is not asked again.
 */
export const invitationsOf = (
  authors: readonly Author[],
  submittedBy: string,
  coAuthors: CoAuthors,
  at: { pubNum: number; version: number; invitedBy: string },
): PublicationEvent[] => {
  const named = new Set(authors.flatMap((a) => (a.userID && a.userID !== submittedBy ? [a.userID] : [])));
  return [...named]
    .filter((userID) => coAuthors[userID] === undefined)
    .map((userID) => ({ type: 'CoAuthorInvited', data: { ...at, userID } }));
};

type AnswerEvent = 'CoAuthorshipAccepted' | 'CoAuthorshipDeclined' | 'CoAuthorshipWithdrawn';

const EXPECTED: Record<AnswerCoAuthorship['type'], { from: CoAuthorStatus; event: AnswerEvent }> = {
  AcceptCoAuthorship: { from: 'invited', event: 'CoAuthorshipAccepted' },
  DeclineCoAuthorship: { from: 'invited', event: 'CoAuthorshipDeclined' },
  WithdrawCoAuthorship: { from: 'accepted', event: 'CoAuthorshipWithdrawn' },
};

/**
 * Only the member invited answers (403 for anyone else); accepting or declining needs a pending
 * invitation and withdrawing an accepted one (409 otherwise).
 */
export const answerCoAuthorship = (command: AnswerCoAuthorship, coAuthors: CoAuthors): PublicationEvent[] => {
  const { pubNum, userID, at } = command;
  const status = coAuthors[userID];
  if (status === undefined) {
    throw new DomainError('forbidden', `You are not invited as a co-author of publication ${pubNum}`);
  }
  const { from, event } = EXPECTED[command.type];
  if (status !== from) {
    const what = from === 'invited' ? 'no pending invitation' : 'not accepted the co-authorship';
    throw new DomainError(
      'invalid-transition',
      from === 'invited'
        ? `There is ${what} to publication ${pubNum} for you (you ${status} it)`
        : `You have ${what} of publication ${pubNum}`,
    );
  }
  return [{ type: event, data: { pubNum, userID, at } }];
};

/** The user ids linked to the publication: the submitter, then the accepted co-authors. */
export const linkedAuthorIds = (submittedBy: string, coAuthors: CoAuthors): Set<string> =>
  new Set([
    submittedBy,
    ...Object.entries(coAuthors).flatMap(([id, status]) => (status === 'accepted' ? [id] : [])),
  ]);
