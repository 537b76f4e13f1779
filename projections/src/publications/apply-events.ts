import { type PublicationEventType, type PublicationVersion } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { type ProjectedEvent, type TableName } from '../runner/projection.js';
import { disseminated, namesChanged, secondsOf } from './disseminated.js';
import {
  applyCoAuthorEvent,
  coAuthorEventTypes,
  coAuthorTables,
  createCoAuthorTables,
  forgetCoAuthor,
  linkedIdsOf,
  linkedVersionAuthors,
} from './co-author-links.js';
import { eraseAuthor } from './erase-author.js';
import { createJournalTables } from './journal-tables.js';

/** A version as its row holds it: the year is derived from its date. */
export type VersionRow = Omit<PublicationVersion, 'publishYear'>;

export const yearOf = (seconds: number): number => new Date(seconds * 1000).getUTCFullYear();

/** The words of titles and author names (4 letters or more): what a misspelt query is corrected to. */
export const wordsOf = (v: VersionRow): string[] => [
  ...new Set(
    [v.title, ...v.authors.map((a) => a.name)]
      .join(' ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4 && w.length <= 60),
  ),
];

/** The version's row and its words (what a misspelt query is corrected to), in one statement. */
const insertVersion = async (tx: SqlExecutor, table: TableName, v: VersionRow): Promise<void> => {
  await tx.query(
    `with words as (
       insert into ${table('journal_words')} (word) select unnest($14::text[]) on conflict do nothing
     )
     insert into ${table('journal_versions')}
       (pub_num, version, title, abstract, authors, keywords, body, licence, pdf, publish_date, publish_year, change_note,
        by_user, disseminated_at)
     values ($1, $2, $3, $4, $5::jsonb, $6::text[], $7, $8, $9::jsonb, $10, $11, $12, $13, $10)
     on conflict (pub_num, version) do nothing`,
    [
      v.pubNum,
      v.version,
      v.title,
      v.abstract,
      JSON.stringify(v.authors),
      v.keywords,
      v.body,
      v.licence,
      v.pdf === null ? null : JSON.stringify(v.pdf),
      v.publishDate,
      yearOf(v.publishDate),
      v.changeNote,
      v.by,
      wordsOf(v),
    ],
  );
};

/** The latest version's listing fields on the publication row, unless a newer event was applied. */
const setLatest = async (tx: SqlExecutor, table: TableName, v: VersionRow, streamVersion: number) => {
  await tx.query(
    `update ${table('journal_publications')} set
       latest_version = $2, title = $3, authors = $4::jsonb, author_ids = $5::text[], keywords = $6::text[],
       abstract = $7, stream_version = $8
     where pub_num = $1 and stream_version < $8`,
    [
      v.pubNum,
      v.version,
      v.title,
      JSON.stringify(v.authors),
      linkedIdsOf(v.authors),
      v.keywords,
      v.abstract,
      streamVersion,
    ],
  );
};

/** What the Journal reads. */
export type JournalHandled = PublicationEventType | 'MemberErased' | 'ProfileNamesChanged';

/** The events of a publication's own stream (`journalHandles` also reads members' and co-authors'). */
export const publicationEventTypes = [
  'PublicationSubmitted',
  'PublicationRevised',
  'PublicationRemoved',
  'PublicationRestored',
] as const satisfies readonly JournalHandled[];

export const journalHandles: readonly JournalHandled[] = [
  ...publicationEventTypes,
  'MemberErased',
  'ProfileNamesChanged',
  ...coAuthorEventTypes,
];

/** The Journal's tables, search aside. */
export const journalTables = ['journal_publications', 'journal_versions', 'journal_words', ...coAuthorTables];

export const createJournal = async (tx: SqlExecutor, table: TableName): Promise<void> => {
  await createJournalTables(tx, table);
  await createCoAuthorTables(tx, table);
};

/**
 * Applies a batch to the Journal's tables (idempotent by pubNum and stream version); answers the
 * publications whose search document may have changed.
 */
export const applyJournalEvents = async (
  tx: SqlExecutor,
  events: readonly ProjectedEvent<JournalHandled>[],
  table: TableName,
): Promise<Set<number>> => {
  const touched = new Set<number>();
  for (const event of events) {
    switch (event.type) {
      case 'PublicationSubmitted': {
        const { personal, submittedBy, ...d } = event.data;
        const authors = await linkedVersionAuthors(tx, table, {
          ...d,
          authors: personal.authors,
          submittedBy,
        });
        const row: VersionRow = { ...d, authors, changeNote: null, by: submittedBy };
        await insertVersion(tx, table, row);
        await tx.query(
          `insert into ${table('journal_publications')}
               (pub_num, submitted_by, latest_version, title, abstract, authors, author_ids, keywords,
                publish_date, publish_year, disseminated_at, stream_version)
             values ($1, $2, 1, $3, $4, $5::jsonb, $6::text[], $7::text[], $8, $9, $8, $10)
             on conflict (pub_num) do nothing`,
          [
            d.pubNum,
            submittedBy,
            d.title,
            d.abstract,
            JSON.stringify(authors),
            linkedIdsOf(authors),
            d.keywords,
            d.publishDate,
            yearOf(d.publishDate),
            event.version,
          ],
        );
        touched.add(d.pubNum);
        break;
      }
      case 'PublicationRevised': {
        const { personal, revisedBy, ...d } = event.data;
        const authors = await linkedVersionAuthors(tx, table, { ...d, authors: personal.authors });
        const row: VersionRow = { ...d, authors, by: revisedBy };
        await insertVersion(tx, table, row);
        await setLatest(tx, table, row, event.version);
        await disseminated(tx, table, d.pubNum, d.publishDate);
        touched.add(d.pubNum);
        break;
      }
      case 'PublicationRemoved': {
        const { pubNum, note, removalDate, by } = event.data;
        await tx.query(
          `update ${table('journal_publications')} set removal_note = $2, removal_date = $3, removal_by = $4,
               stream_version = $5 where pub_num = $1 and stream_version < $5`,
          [pubNum, note, removalDate, by, event.version],
        );
        await disseminated(tx, table, pubNum, removalDate);
        touched.add(pubNum);
        break;
      }
      case 'MemberErased':
        await forgetCoAuthor(tx, table, event.data.userID);
        for (const pubNum of await eraseAuthor(tx, table, event.data.userID, secondsOf(event)))
          touched.add(pubNum);
        break;
      case 'ProfileNamesChanged':
        await namesChanged(tx, table, event.data.userID, secondsOf(event));
        break;
      case 'CoAuthorInvited':
      case 'CoAuthorshipAccepted':
      case 'CoAuthorshipDeclined':
      case 'CoAuthorshipWithdrawn':
        touched.add(await applyCoAuthorEvent(tx, table, event));
        break;
      case 'PublicationRestored': {
        const { pubNum, restoreDate } = event.data;
        await tx.query(
          `update ${table('journal_publications')} set removal_note = null, removal_date = null, removal_by = null,
               stream_version = $2 where pub_num = $1 and stream_version < $2`,
          [pubNum, event.version],
        );
        // Back in the feed and the sitemap, and no longer a deleted record: every version is new to indexers.
        await disseminated(tx, table, pubNum, restoreDate, 'all');
        touched.add(pubNum);
        break;
      }
    }
  }
  return touched;
};
