import { type PublicationVersion } from '../state.js';

/**
 * An author as cited: the name the submitter gave and, for a member, the registered family and
 * given names (which a citation uses rather than splitting the name).
 */
export interface CitedAuthor {
  name: string;
  family?: string;
  given?: string;
}

/** A member's registered names, by user id. */
export type MemberNames = ReadonlyMap<string, { firstName: string; lastName: string }>;

/** What a citation names: one version of a publication. */
export interface CitationSource {
  pubNum: number;
  version: number;
  title: string;
  authors: readonly CitedAuthor[];
  keywords: readonly string[];
  abstract: string;
  /** Seconds since the epoch. */
  publishDate: number;
  /** "Journal of the Academy of {name}". */
  journal: string;
  /** The version's page. */
  url: string;
}

export const journalTitle = (academyName: string): string => `Journal of the Academy of ${academyName}`;

/**
 * The version's authors: members named by their registered first and last names, others by the
 * family and given names the submitter gave (or their name alone, split when cited).
 */
export const citedAuthorsOf = (
  authors: PublicationVersion['authors'],
  memberNames: MemberNames = new Map(),
): CitedAuthor[] =>
  authors.map((author) => {
    const member = author.userID === undefined ? undefined : memberNames.get(author.userID);
    if (member && member.lastName.trim() !== '')
      return { name: author.name, family: member.lastName.trim(), given: member.firstName.trim() };
    if (author.userID === undefined && author.family)
      return { name: author.name, family: author.family, given: author.given ?? '' };
    return { name: author.name };
  });

export const citationSourceOf = (
  version: PublicationVersion,
  options: { academyName: string; url: string; memberNames?: MemberNames },
): CitationSource => ({
  pubNum: version.pubNum,
  version: version.version,
  title: version.title,
  authors: citedAuthorsOf(version.authors, options.memberNames),
  keywords: version.keywords,
  abstract: version.abstract,
  publishDate: version.publishDate,
  journal: journalTitle(options.academyName),
  url: options.url,
});

/** The citation key: letters, digits and dashes only. */
export const citationKey = (source: CitationSource): string => `academy-${source.pubNum}-v${source.version}`;

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Control characters and line breaks become spaces; runs of white space one space. */
export const oneLine = (text: string): string => text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();

/** Year, month and day (UTC) of a date in seconds. */
export const dateParts = (seconds: number): [number, number, number] => {
  const date = new Date(seconds * 1000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};
