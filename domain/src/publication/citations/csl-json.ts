import { citationKey, dateParts, oneLine, type CitationSource } from './citation-source.js';
import { authorNameParts } from './name-parts.js';

/** One CSL-JSON item (citeproc, Zotero, Pandoc). */
export interface CslItem {
  id: string;
  type: 'article-journal';
  title: string;
  author: ({ family: string; given: string } | { literal: string })[];
  'container-title': string;
  issued: { 'date-parts': [[number, number, number]] };
  /** The article's number: the publication number. */
  number: string;
  version: string;
  URL: string;
  keyword?: string;
  abstract: string;
}

export const toCslItem = (source: CitationSource): CslItem => {
  const item: CslItem = {
    id: citationKey(source),
    type: 'article-journal',
    title: oneLine(source.title),
    author: source.authors.map(authorNameParts),
    'container-title': source.journal,
    issued: { 'date-parts': [dateParts(source.publishDate)] },
    number: String(source.pubNum),
    version: String(source.version),
    URL: source.url,
    abstract: source.abstract,
  };
  if (source.keywords.length > 0) item.keyword = source.keywords.join(', ');
  return item;
};

/**
 * A CSL-JSON array. `<`, `>`, `&` and the two JavaScript line separators are written as
 * \u escapes: the same JSON, and safe even if a page inlines it.
 */
export const toCslJson = (source: CitationSource): string =>
  `${JSON.stringify([toCslItem(source)], null, 2).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )}\n`;
