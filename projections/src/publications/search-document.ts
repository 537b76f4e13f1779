import { type Author } from '@academy/domain';
import {
  journalCollection,
  journalDocument,
  postgresSearch,
  type SearchDocument,
  type SqlExecutor,
} from '@academy/platform';
import { type TableName } from '../runner/projection.js';
import { searchVersion } from './erase-author.js';

/** The Journal's search collection on PostgreSQL (no MEILI_URL), written in the journal's transaction. */
export const journalSearch = postgresSearch(journalCollection);

/** The publication's search document from the rows just applied (same transaction, same generation). */
export const publicationDocument = async (
  tx: SqlExecutor,
  table: TableName,
  pubNum: number,
): Promise<SearchDocument | undefined> => {
  const { rows } = await tx.query<{
    stream_version: number;
    latest_version: number;
    publish_date: number | string;
    removal_note: string | null;
    title: string;
    abstract: string;
    authors: Author[] | string;
    keywords: string[];
    body: string;
  }>(
    `select p.stream_version, p.latest_version, p.publish_date, p.removal_note,
            v.title, v.abstract, v.authors, v.keywords, v.body
       from ${table('journal_publications')} p
       join ${table('journal_versions')} v on v.pub_num = p.pub_num and v.version = p.latest_version
      where p.pub_num = $1`,
    [pubNum],
  );
  const row = rows[0];
  if (!row) return undefined;
  const authors = typeof row.authors === 'string' ? (JSON.parse(row.authors) as Author[]) : row.authors;
  return journalDocument({
    pubNum,
    streamVersion: searchVersion(row.stream_version, authors),
    latestVersion: row.latest_version,
    title: row.title,
    abstract: row.abstract,
    authors,
    keywords: row.keywords,
    body: row.body,
    publishDate: Number(row.publish_date),
    removed: row.removal_note !== null && row.removal_note.trim() !== '',
  });
};

/** The documents of the publications named, as the tables now hold them. */
export const publicationDocuments = async (
  tx: SqlExecutor,
  table: TableName,
  pubNums: Iterable<number>,
): Promise<SearchDocument[]> => {
  const docs: SearchDocument[] = [];
  for (const pubNum of pubNums) {
    const doc = await publicationDocument(tx, table, pubNum);
    if (doc) docs.push(doc);
  }
  return docs;
};
