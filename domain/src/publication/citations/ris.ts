import { dateParts, oneLine, type CitationSource, type CitedAuthor } from './citation-source.js';
import { authorNameParts } from './name-parts.js';

const pad = (n: number): string => String(n).padStart(2, '0');

/** RIS has no escaping: each value is kept to one line, so no value can start a tag of its own. */
const line = (tag: string, value: string): string => `${tag}  - ${oneLine(value)}`;

const risName = (author: CitedAuthor): string => {
  const parts = authorNameParts(author);
  return 'literal' in parts ? parts.literal : `${parts.family}, ${parts.given}`;
};

/** A `JOUR` record, lines ended by CR LF as the format asks. */
export const toRis = (source: CitationSource): string => {
  const [year, month, day] = dateParts(source.publishDate);
  const lines = [
    line('TY', 'JOUR'),
    ...source.authors.map((a) => line('AU', risName(a))),
    line('TI', source.title),
    line('T2', source.journal),
    line('PY', String(year)),
    line('DA', `${year}/${pad(month)}/${pad(day)}/`),
    // The publication number is the article's number (JOUR's C7), not an issue; ET the version.
    line('C7', String(source.pubNum)),
    line('ET', String(source.version)),
    line('N1', `Version ${source.version}`),
    ...source.keywords.map((k) => line('KW', k)),
    line('AB', source.abstract),
    line('UR', source.url),
    'ER  - ',
  ];
  return `${lines.join('\r\n')}\r\n`;
};
