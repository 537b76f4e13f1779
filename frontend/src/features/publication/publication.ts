import { type PublicationVersionAnswer } from '@academy/domain';
import { longDate } from '../../config/locale';

/** The removal notice's text when no note says more (spec section 4). */
export const noRemovalDetails = 'No additional details provided.';

/** A publication with a non-empty removal note counts as removed (spec section 4). */
export const isRemoved = (publication: Pick<PublicationVersionAnswer, 'removalNote'>): boolean =>
  typeof publication.removalNote === 'string' && publication.removalNote.trim() !== '';

export const publishYear = (publication: Pick<PublicationVersionAnswer, 'publishDate'>): number =>
  new Date(publication.publishDate * 1000).getUTCFullYear();

/** A date given as seconds since the epoch or as text, for display; null when there is none. */
export const toDate = (value: number | string | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const formatDate = (value: number | string | null | undefined): string | null => {
  const date = toDate(value);
  return date ? longDate(date) : null;
};

/** The version asked for, or the latest one. */
export const pickVersion = (
  publications: readonly PublicationVersionAnswer[],
  version?: number,
): PublicationVersionAnswer | undefined => {
  if (version !== undefined) return publications.find((p) => p.version === version);
  return publications.reduce<PublicationVersionAnswer | undefined>(
    (latest, p) => (!latest || p.version > latest.version ? p : latest),
    undefined,
  );
};
