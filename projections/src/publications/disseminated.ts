import { ERASED_AUTHOR } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { type TableName } from '../runner/projection.js';

/** An event's time in seconds, as OAI-PMH datestamps and feed dates count. */
export const secondsOf = (event: { metadata: { timestamp: string }; recordedAt: string }): number =>
  Math.floor(Date.parse(event.metadata.timestamp || event.recordedAt) / 1000) || 0;

/**
 * What indexers are given of a publication changed at `at` (seconds): its record's date (the OAI-PMH
 * datestamp, the sitemap's lastmod) moves forward to it, never back, and so do the entries of the
 * versions named (`'all'`, or the numbers; none: the record only) in the feed.
 */
export const disseminated = async (
  tx: SqlExecutor,
  table: TableName,
  pubNum: number,
  at: number,
  versions: 'all' | readonly number[] = [],
): Promise<void> => {
  await tx.query(
    `update ${table('journal_publications')} set disseminated_at = greatest(disseminated_at, $2) where pub_num = $1`,
    [pubNum, at],
  );
  if (versions !== 'all' && versions.length === 0) return;
  await tx.query(
    `update ${table('journal_versions')} set disseminated_at = greatest(disseminated_at, $2)
      where pub_num = $1 and ($3::integer[] is null or version = any($3::integer[]))`,
    [pubNum, at, versions === 'all' ? null : versions],
  );
};

/**
 * A member's registered names changed: the publications that name them as an author (their
 * records, and the versions that list them) are disseminated anew, with the names they now cite.
 */
export const namesChanged = async (
  tx: SqlExecutor,
  table: TableName,
  userID: string,
  at: number,
): Promise<void> => {
  const { rows } = await tx.query<{ pub_num: number; version: number }>(
    `select pub_num, version from ${table('journal_versions')}
      where authors @> jsonb_build_array(jsonb_build_object('userID', $1::text))`,
    [userID],
  );
  const byPublication = new Map<number, number[]>();
  for (const row of rows)
    byPublication.set(row.pub_num, [...(byPublication.get(row.pub_num) ?? []), row.version]);
  for (const [pubNum, versions] of byPublication) await disseminated(tx, table, pubNum, at, versions);
};

/**
 * A member was erased at `at`: every publication that names an "Erased author" (the records, and
 * the versions that do) is disseminated anew. Not only the member's own: a replay opens the
 * entries of every member whose key is gone as "Erased author" from the start, so the log no
 * longer says whose they were. Dating all of them at each erasure gives a replay the same dates as
 * the live read model (a later erasure's date wins either way), never an earlier one.
 */
export const erasedAuthorsDisseminated = async (tx: SqlExecutor, table: TableName, at: number) => {
  const v = table('journal_versions');
  const erased = `authors @> jsonb_build_array(jsonb_build_object('name', $2::text))`;
  await tx.query(`update ${v} set disseminated_at = greatest(disseminated_at, $1) where ${erased}`, [
    at,
    ERASED_AUTHOR,
  ]);
  await tx.query(
    `update ${table('journal_publications')} set disseminated_at = greatest(disseminated_at, $1)
      where pub_num in (select pub_num from ${v} where ${erased})`,
    [at, ERASED_AUTHOR],
  );
};
