import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { answerCoAuthorship, invitationsOf } from './co-authors.js';
import { type PublicationCommand, type RevisePublication } from './commands.js';
import { type PublicationEvent } from './events.js';
import { removalNoticeText } from './removal-notice.js';
import { requireSubmitterFirst, submissionInvitations, submittedEvent } from './submission.js';
import {
  evolvePublication,
  initialPublicationState,
  isRemoved,
  latestVersion,
  type PublicationState,
  type PublishedState,
} from './state.js';

// Keys sorted, so two equal values compare equal whatever order their keys were built in.
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

const notFound = (pubNum: number) => new DomainError('not-found', `Publication ${pubNum} does not exist`);

const revise = (command: RevisePublication, publication: PublishedState): PublicationEvent[] => {
  if (command.revisedBy !== publication.submittedBy) {
    throw new DomainError('forbidden', 'Only the submitting author can revise this publication');
  }
  if (isRemoved(publication)) {
    const removal = publication.removal!;
    throw new DomainError('removal-note', removalNoticeText(removal.note), undefined, {
      data: { removalNote: removalNoticeText(removal.note), removalDate: removal.removalDate },
    });
  }
  requireSubmitterFirst(command.content, publication.submittedBy);
  const previous = latestVersion(publication);
  const pdf = command.pdf === undefined ? previous.pdf : command.pdf;
  const { title, abstract, authors, keywords, body, licence } = command.content;
  const next = { title, abstract, authors, keywords, body, licence, pdf };
  const before = {
    title: previous.title,
    abstract: previous.abstract,
    authors: previous.authors,
    keywords: previous.keywords,
    body: previous.body,
    licence: previous.licence,
    pdf: previous.pdf,
  };
  if (canonical(next) === canonical(before)) {
    throw new DomainError(
      'validation-failed',
      `The revision changes nothing in version ${previous.version}`,
      [{ path: '(body)', message: 'Change the title, abstract, authors, keywords, body, licence or PDF' }],
    );
  }
  return [
    {
      type: 'PublicationRevised',
      data: {
        pubNum: publication.pubNum,
        version: previous.version + 1,
        title,
        abstract,
        keywords,
        body,
        licence,
        pdf,
        publishDate: command.publishDate,
        personal: { authors },
        revisedBy: command.revisedBy,
        changeNote: command.changeNote,
      },
    },
    ...invitationsOf(authors, publication.submittedBy, publication.coAuthors, {
      pubNum: publication.pubNum,
      version: previous.version + 1,
      invitedBy: command.revisedBy,
    }),
  ];
};

/**
 * `publication-{pubNum}`: version 1 on submission, n + 1 on each revision by its submitter;
 * admins remove (with a note) and restore. A removed publication cannot be revised. Members named
 * by the submitter are invited, and answer (co-authors by consent, co-authors.ts).
 */
export const decidePublication = (
  command: PublicationCommand,
  state: PublicationState,
): PublicationEvent[] => {
  switch (command.type) {
    case 'SubmitPublication': {
      if (state.status !== 'none') {
        throw new DomainError('concurrency-conflict', `Publication ${command.pubNum} already exists`);
      }
      requireSubmitterFirst(command.content, command.submittedBy);
      return [submittedEvent(command), ...submissionInvitations(command)];
    }
    case 'RevisePublication':
      if (state.status === 'none') throw notFound(command.pubNum);
      return revise(command, state);
    case 'RemovePublication': {
      if (state.status === 'none') throw notFound(command.pubNum);
      if (state.removal?.note === command.note) return [];
      const { pubNum, note, removalDate, by } = command;
      return [{ type: 'PublicationRemoved', data: { pubNum, note, removalDate, by } }];
    }
    case 'RestorePublication': {
      if (state.status === 'none') throw notFound(command.pubNum);
      if (state.removal === null) return [];
      const { pubNum, restoreDate, by } = command;
      return [{ type: 'PublicationRestored', data: { pubNum, restoreDate, by } }];
    }
    case 'AcceptCoAuthorship':
    case 'DeclineCoAuthorship':
    case 'WithdrawCoAuthorship':
      if (state.status === 'none') throw notFound(command.pubNum);
      return answerCoAuthorship(command, state.coAuthors);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${String((unknown as { type: unknown }).type)}`);
    }
  }
};

export const publicationDecider: Decider<PublicationCommand, PublicationEvent, PublicationState> = {
  decide: decidePublication,
  evolve: evolvePublication,
  initialState: initialPublicationState,
};
