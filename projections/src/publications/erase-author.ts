import { ERASED_AUTHOR, type Author } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { type TableName } from '../runner/projection.js';
import { erasedAuthorsDisseminated } from './disseminated.js';

const nameWords = (names: readonly string[]): string[] => [
  ...new Set(
    names
      .join(' ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4 && w.length <= 60),
  ),
];

const parsed = (authors: Author[] | string): Author[] =>
  typeof authors === 'string' ? (JSON.parse(authors) as Author[]) : authors;

/**
 * A search document's version: the stream's, then how many of its authors are erased (at most 50),
 * so an erasure, which leaves the publication's stream as it was, still replaces the document, and
 * a replay (the names erased from the start) writes the same version.
 */
export const searchVersion = (streamVersion: number, authors: readonly Author[]): number =>
  streamVersion * 100 + authors.filter((a) => a.name === ERASED_AUTHOR && a.userID === undefined).length;

/** The member's entries as "Erased author" (no user id): what a replay gives once their key is gone. */
const erasedFrom = (authors: Author[], userID: string): Author[] =>
  authors.map((a) => (a.userID === userID ? { name: ERASED_AUTHOR } : a));

/**
 * An erased member's authorship: their entries in every version of every publication become
 * "Erased author" (the publications stay), their id leaves `author_ids`, and the words of their
 * names leave the spelling suggestions unless a title or another author still has them; what
 * indexers are given of those publications changed at `at`. Answers the publications changed.
 */
export const eraseAuthor = async (
  tx: SqlExecutor,
  table: TableName,
  userID: string,
  at: number,
): Promise<number[]> => {
  const p = table('journal_publications');
  const v = table('journal_versions');
  const { rows } = await tx.query<{ pub_num: number; version: number; authors: Author[] | string }>(
    `select pub_num, version, authors from ${v}
      where authors @> jsonb_build_array(jsonb_build_object('userID', $1::text))`,
    [userID],
  );
  const names: string[] = [];
  for (const row of rows) {
    const authors = parsed(row.authors);
    names.push(...authors.filter((a) => a.userID === userID).map((a) => a.name));
    await tx.query(`update ${v} set authors = $3::jsonb where pub_num = $1 and version = $2`, [
      row.pub_num,
      row.version,
      JSON.stringify(erasedFrom(authors, userID)),
    ]);
  }
  const pubNums = [...new Set(rows.map((r) => r.pub_num))];
  for (const pubNum of pubNums) {
    const latest = await tx.query<{ authors: Author[] | string }>(
      `select authors from ${p} where pub_num = $1`,
      [pubNum],
    );
    await tx.query(
      `update ${p} set authors = $2::jsonb, author_ids = array_remove(author_ids, $3) where pub_num = $1`,
      [pubNum, JSON.stringify(erasedFrom(parsed(latest.rows[0]!.authors), userID)), userID],
    );
  }
  await erasedAuthorsDisseminated(tx, table, at);
  const words = nameWords(names);
  if (rows.length > 0)
    await tx.query(
      `insert into ${table('journal_words')} (word) select unnest($1::text[]) on conflict do nothing`,
      [nameWords([ERASED_AUTHOR])],
    );
  if (words.length > 0) {
    await tx.query(`delete from ${table('journal_words')} where word = any($1::text[])`, [words]);
    await tx.query(
      `insert into ${table('journal_words')} (word)
       select w from unnest($1::text[]) w
        where exists (select 1 from ${v} where position(w in lower(title || ' ' || authors::text)) > 0)
       on conflict do nothing`,
      [words],
    );
  }
  return pubNums;
};
