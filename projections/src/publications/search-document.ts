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

/**
 * The documents of the publications named, as the tables now hold them (the rows just applied: same
 * transaction, same generation), in the order named; one statement for them all.
 */
export const publicationDocuments = async (
  tx: SqlExecutor,
  table: TableName,
  pubNums: Iterable<number>,
): Promise<SearchDocument[]> => {
  const wanted = [...pubNums];
  if (wanted.length === 0) return [];
  const { rows } = await tx.query<{
    pub_num: number;
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
    `select p.pub_num, p.stream_version, p.latest_version, p.publish_date, p.removal_note,
            v.title, v.abstract, v.authors, v.keywords, v.body
       from ${table('journal_publications')} p
       join ${table('journal_versions')} v on v.pub_num = p.pub_num and v.version = p.latest_version
      where p.pub_num = any($1::integer[])`,
    [wanted],
  );
  const byNumber = new Map(rows.map((row) => [Number(row.pub_num), row]));
  return wanted.flatMap((pubNum) => {
    const row = byNumber.get(pubNum);
    if (!row) return [];
    const authors = typeof row.authors === 'string' ? (JSON.parse(row.authors) as Author[]) : row.authors;
    return [
      journalDocument({
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
      }),
    ];
  });
};
