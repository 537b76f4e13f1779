import { type PublicationVersion } from '../state.js';

/** What a citation names: one version of a publication. */
export interface CitationSource {
  pubNum: number;
  version: number;
  title: string;
  authors: readonly { name: string }[];
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

export const citationSourceOf = (
  version: PublicationVersion,
  options: { academyName: string; url: string },
): CitationSource => ({
  pubNum: version.pubNum,
  version: version.version,
  title: version.title,
  authors: version.authors,
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
