import { type Author } from '@academy/domain';
import { markdownToPlainText } from '../../markdown/plain-text.js';
import { type CollectionSchema, type SearchDocument } from '../port.js';

/** How much of a body's plain text the index keeps (full text search reads it; hits never carry it whole). */
export const JOURNAL_BODY_INDEXED = 20_000;
/** A hit's body highlight: the first match and about this many characters either side. */
export const JOURNAL_BODY_SNIPPET = 90;

/**
 * The Journal's publications, one document per publication (its latest version): typo-tolerant
 * on titles and authors, words in abstracts, keywords and bodies; removed ones stay indexed and
 * are filtered out for everyone but admins.
 */
export const journalCollection: CollectionSchema = {
  name: 'journal',
  fields: {
    pubNum: { type: 'integer', sort: true },
    latestVersion: { type: 'integer' },
    title: { type: 'text', match: 'name' },
    authors: { type: 'text', match: 'name' },
    authorNames: { type: 'keywords', filter: true, facet: true },
    authorIds: { type: 'keywords', filter: true },
    abstract: { type: 'text', match: 'words' },
    keywords: { type: 'keywords', match: 'words', filter: true, facet: true },
    body: { type: 'text', match: 'words', snippet: JOURNAL_BODY_SNIPPET },
    publishYear: { type: 'keyword', filter: true, facet: true },
    publishDate: { type: 'integer', sort: true },
    removed: { type: 'boolean', filter: true, indexed: false },
  },
  sorts: {
    newest: [
      { field: 'publishDate', order: 'desc' },
      { field: 'pubNum', order: 'desc' },
    ],
    oldest: [
      { field: 'publishDate', order: 'asc' },
      { field: 'pubNum', order: 'asc' },
    ],
  },
  defaultSort: 'newest',
};

export interface JournalDocumentSource {
  pubNum: number;
  /** The stream version the document reflects (idempotence: an older one never replaces it). */
  streamVersion: number;
  latestVersion: number;
  title: string;
  abstract: string;
  authors: readonly Author[];
  keywords: readonly string[];
  /** Markdown; indexed as plain text. */
  body: string;
  /** The first version's date, in seconds. */
  publishDate: number;
  removed: boolean;
}

/** The port's document of a publication. */
export const journalDocument = (source: JournalDocumentSource): SearchDocument => ({
  id: String(source.pubNum),
  version: source.streamVersion,
  shared: {
    pubNum: source.pubNum,
    latestVersion: source.latestVersion,
    title: source.title,
    authors: source.authors.map((a) => a.name).join(', '),
    authorNames: source.authors.map((a) => a.name),
    authorIds: source.authors.flatMap((a) => (a.userID ? [a.userID] : [])),
    abstract: source.abstract,
    keywords: [...source.keywords],
    body: markdownToPlainText(source.body).slice(0, JOURNAL_BODY_INDEXED),
    publishYear: String(new Date(source.publishDate * 1000).getUTCFullYear()),
    publishDate: source.publishDate,
    removed: source.removed,
  },
  scoped: { public: {}, members: {} },
});
