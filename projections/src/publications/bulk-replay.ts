import { type SqlExecutor } from '@academy/platform';
import { handledPagesInOrder, mapAsync, readAhead } from '../replay/read-ahead.js';
import { listedIn, type BulkReplay, type ProjectedEvent, type TableName } from '../runner/projection.js';
import {
  createJournal,
  journalHandles,
  publicationEventTypes,
  wordsOf,
  yearOf,
  type JournalHandled,
} from './apply-events.js';
import { JournalFold, type FoldedPublication, type VersionToWrite } from './bulk-fold.js';
import { linkedIdsOf } from './co-author-links.js';
import { journalSearch, publicationDocuments } from './search-document.js';

/** Events read per page; rows written per statement (versions carry their bodies). */
const PAGE = 2000;
const ROWS = 200;

/** The publications `load` leaves to `apply` (the remainder reads it in the same transaction). */
const LEFT_TABLE = 'journal_bulk_left';
const HANDLED = journalHandles.map((type) => `'${type}'`).join(', ');

const chunks = <T>(items: readonly T[], size = ROWS): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const writeRows = async (tx: SqlExecutor, target: string, columns: string, records: object[]) => {
  for (const chunk of chunks(records))
    await tx.query(
      `insert into ${target} select * from jsonb_to_recordset($1::jsonb) as r(${columns}) on conflict do nothing`,
      [JSON.stringify(chunk)],
    );
};

/** Version rows and their member slots, as `insertVersion` and `linkedVersionAuthors` write them. */
const writeVersions = async (tx: SqlExecutor, table: TableName, versions: readonly VersionToWrite[]) => {
  if (versions.length === 0) return;
  await tx.query(
    `insert into ${table('journal_words')} (word) select unnest($1::text[]) on conflict do nothing`,
    [[...new Set(versions.flatMap(({ row }) => wordsOf(row)))]],
  );
  const rows = versions.map(({ row: v }) => ({
    pub_num: v.pubNum,
    version: v.version,
    title: v.title,
    abstract: v.abstract,
    authors: v.authors,
    keywords: v.keywords,
    body: v.body,
    licence: v.licence,
    pdf: v.pdf,
    publish_date: v.publishDate,
    publish_year: yearOf(v.publishDate),
    change_note: v.changeNote,
    by_user: v.by,
    disseminated_at: v.publishDate,
  }));
  await writeRows(
    tx,
    table('journal_versions'),
    `pub_num integer, version integer, title text, abstract text, authors jsonb, keywords text[], body text,
     licence text, pdf jsonb, publish_date bigint, publish_year integer, change_note text, by_user text,
     disseminated_at bigint`,
    rows,
  );
  const slots = versions.flatMap(({ row, slots }) =>
    slots.map(([slot, userID]) => ({ pub_num: row.pubNum, version: row.version, slot, user_id: userID })),
  );
  await writeRows(
    tx,
    table('journal_author_slots'),
    'pub_num integer, version integer, slot integer, user_id text',
    slots,
  );
};

/** The publication rows, versions a restore dated anew, and the search documents of the folded ones. */
const writePublications = async (
  tx: SqlExecutor,
  table: TableName,
  folded: readonly FoldedPublication[],
  withSearch: boolean,
) => {
  const rows = folded.map((p) => ({
    pub_num: p.pubNum,
    submitted_by: p.submittedBy,
    latest_version: p.latestVersion,
    title: p.title,
    abstract: p.abstract,
    authors: p.authors,
    author_ids: linkedIdsOf(p.authors),
    keywords: p.keywords,
    publish_date: p.publishDate,
    publish_year: yearOf(p.publishDate),
    removal_note: p.removal?.note ?? null,
    removal_date: p.removal?.date ?? null,
    removal_by: p.removal?.by ?? null,
    disseminated_at: p.disseminatedAt,
    stream_version: p.streamVersion,
  }));
  await writeRows(
    tx,
    table('journal_publications'),
    `pub_num integer, submitted_by text, latest_version integer, title text, abstract text, authors jsonb,
     author_ids text[], keywords text[], publish_date bigint, publish_year integer, removal_note text,
     removal_date bigint, removal_by text, disseminated_at bigint, stream_version integer`,
    rows,
  );
  const redated = folded.flatMap((p) =>
    [...p.versions]
      .filter(([, v]) => v.disseminatedAt !== v.publishDate)
      .map(([version, v]) => ({ pub_num: p.pubNum, version, disseminated_at: v.disseminatedAt })),
  );
  for (const chunk of chunks(redated))
    await tx.query(
      `update ${table('journal_versions')} v set disseminated_at = r.disseminated_at
         from jsonb_to_recordset($1::jsonb) as r(pub_num integer, version integer, disseminated_at bigint)
        where v.pub_num = r.pub_num and v.version = r.version`,
      [JSON.stringify(chunk)],
    );
  if (!withSearch) return;
  const loader = journalSearch.loader(tx, table);
  // The next chunk's documents are read and built while one is written.
  const documents = mapAsync(chunks(folded.map((p) => p.pubNum)), (chunk) =>
    publicationDocuments(tx, table, chunk),
  );
  for await (const docs of readAhead(documents)) await loader.add(docs.map((index) => ({ index })));
};

/**
 * The Journal rebuilt from a fold in memory (bulk-fold.ts): the handled events read once in
 * delivery order, a page at a time (the next read and opened while one is folded); each page's
 * versions written in a few statements as they come, and at the end the publications, the dates
 * restores moved and (PostgreSQL's search only) the search rows, whose indexes are built after.
 * The publications whose events depend on other streams are left whole to `apply` (their rows
 * written here are deleted first), in delivery order, with the events of other streams.
 */
export const journalBulkReplay = (withSearch: boolean): BulkReplay => ({
  async createTables(tx, table) {
    await createJournal(tx, table);
    if (withSearch) await journalSearch.create(tx, table, { deferIndexes: true });
  },
  indexes: (table) => (withSearch ? journalSearch.indexes(table) : []),
  async load(tx, table, range, context) {
    const fold = new JournalFold();
    const pages = handledPagesInOrder<ProjectedEvent<JournalHandled>>(
      tx,
      range,
      { condition: `e.type in (${HANDLED})`, orderBy: 'e.txid, e.position', size: PAGE },
      context,
    );
    for await (const events of pages) {
      for (const event of events) fold.add(event);
      await writeVersions(tx, table, fold.pending);
      fold.pending = [];
    }
    const folded = fold.folded();
    const left = [...fold.left];
    // JSON numbers, as the events hold them: the remainder's probe (one per event) uses the key.
    await tx.exec(`create temp table if not exists ${LEFT_TABLE} (pub_num jsonb primary key) on commit drop`);
    if (left.length > 0) {
      await tx.query(`insert into ${LEFT_TABLE} select to_jsonb(n) from unnest($1::integer[]) n`, [left]);
      for (const logical of ['journal_versions', 'journal_author_slots'])
        await tx.query(`delete from ${table(logical)} where pub_num = any($1::integer[])`, [left]);
    }
    await writePublications(tx, table, folded, withSearch);
  },
  remainder: `e.type not in (${publicationEventTypes.map((type) => `'${type}'`).join(', ')})
    or ${listedIn(LEFT_TABLE, 'pub_num', `e.data->'pubNum'`)}`,
});
