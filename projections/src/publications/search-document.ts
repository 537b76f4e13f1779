import { type Author } from '@academy/domain';
import { journalCollection, journalDocument, postgresSearch, type SqlExecutor } from '@academy/platform';
import { type TableName } from '../runner/projection.js';
import { searchVersion } from './erase-author.js';

export const journalSearch = postgresSearch(journalCollection);

/** Writes the publication's search document from the rows just applied (same transaction, same generation). */
export const indexPublication = async (tx: SqlExecutor, table: TableName, pubNum: number): Promise<void> => {
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
  if (!row) return;
  const authors = typeof row.authors === 'string' ? (JSON.parse(row.authors) as Author[]) : row.authors;
  await journalSearch.writer(tx, table).index([
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
  ]);
};
