import { type CoAuthors } from './co-authors.js';
import { type PublicationEvent } from './events.js';
import { type Author, type Licence, type PdfRef } from './schemas.js';

/** One numbered version, self-contained: a diff or a page needs no other event. */
export interface PublicationVersion {
  pubNum: number;
  version: number;
  title: string;
  abstract: string;
  authors: Author[];
  keywords: string[];
  body: string;
  licence: Licence;
  pdf: PdfRef | null;
  /** Seconds since the epoch. */
  publishDate: number;
  publishYear: number;
  /** Null for version 1. */
  changeNote: string | null;
  /** Who submitted or revised this version. */
  by: string;
}

export interface PublicationRemoval {
  note: string;
  /** Seconds since the epoch. */
  removalDate: number;
  by: string;
}

export interface Publication {
  status: 'published';
  pubNum: number;
  submittedBy: string;
  /** Oldest first: `versions[n - 1]` is version n. */
  versions: readonly PublicationVersion[];
  removal: PublicationRemoval | null;
}

/** The write side's publication: also where each member named by the submitter stands. */
export interface PublishedState extends Publication {
  /** By user id: invited, accepted, declined or withdrawn. */
  coAuthors: CoAuthors;
}

export type PublicationState = { status: 'none' } | PublishedState;

const CO_AUTHOR_STATUS = {
  CoAuthorInvited: 'invited',
  CoAuthorshipAccepted: 'accepted',
  CoAuthorshipDeclined: 'declined',
  CoAuthorshipWithdrawn: 'withdrawn',
} as const;

export const initialPublicationState = (): PublicationState => ({ status: 'none' });

/** The UTC year of a date in seconds since the epoch. */
export const publishYearOf = (publishDate: number): number => new Date(publishDate * 1000).getUTCFullYear();

export const evolvePublication = (state: PublicationState, event: PublicationEvent): PublicationState => {
  switch (event.type) {
    case 'PublicationSubmitted': {
      const { personal, submittedBy, ...data } = event.data;
      const first = { ...data, authors: personal.authors, changeNote: null, by: submittedBy };
      return {
        status: 'published',
        pubNum: data.pubNum,
        submittedBy,
        versions: [{ ...first, publishYear: publishYearOf(data.publishDate) }],
        removal: null,
        coAuthors: {},
      };
    }
    case 'PublicationRevised': {
      if (state.status === 'none') return state;
      const { personal, revisedBy, ...data } = event.data;
      const version = { ...data, authors: personal.authors, by: revisedBy };
      return {
        ...state,
        versions: [...state.versions, { ...version, publishYear: publishYearOf(data.publishDate) }],
      };
    }
    case 'PublicationRemoved': {
      if (state.status === 'none') return state;
      const { note, removalDate, by } = event.data;
      return { ...state, removal: { note, removalDate, by } };
    }
    case 'PublicationRestored':
      return state.status === 'none' ? state : { ...state, removal: null };
    case 'CoAuthorInvited':
    case 'CoAuthorshipAccepted':
    case 'CoAuthorshipDeclined':
    case 'CoAuthorshipWithdrawn': {
      if (state.status === 'none') return state;
      const status = CO_AUTHOR_STATUS[event.type];
      return { ...state, coAuthors: { ...state.coAuthors, [event.data.userID]: status } };
    }
    default: {
      const _unknown: never = event;
      return state;
    }
  }
};

export const foldPublication = (events: readonly PublicationEvent[]): PublicationState =>
  events.reduce(evolvePublication, initialPublicationState());

/**
 * The publication as it stood at `instant` (an ISO date): the events recorded up to then,
 * folded. Time travel for audit pages; the latest version is the last of `versions`.
 */
export const publicationAsOf = (
  events: readonly (PublicationEvent & { recordedAt: string })[],
  instant: string,
): PublicationState => {
  const until = Date.parse(instant);
  return foldPublication(events.filter((event) => Date.parse(event.recordedAt) <= until));
};

export const latestVersion = (publication: Publication): PublicationVersion =>
  publication.versions[publication.versions.length - 1]!;

export const versionOf = (publication: Publication, version: number): PublicationVersion | undefined =>
  publication.versions[version - 1];

/** Counts as removed while it holds a non-empty removal note (spec section 4). */
export const isRemoved = (state: PublicationState): boolean =>
  state.status === 'published' && state.removal !== null && state.removal.note.trim() !== '';
