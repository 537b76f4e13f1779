import { type Projection } from '../runner/projection.js';
import { withoutPostgresSearch } from '../search-index/generations.js';
import {
  applyJournalEvents,
  createJournal,
  journalHandles,
  journalTables,
  type JournalHandled,
} from './apply-events.js';
import { journalBulkReplay } from './bulk-replay.js';
import { journalSearch, publicationDocuments } from './search-document.js';

/**
 * The Journal: publications (the latest version's listing fields and the removal state), every
 * version, and with PostgreSQL's search (`search: 'postgres'`) the search documents. Idempotent by
 * pubNum and stream version; a replay rebuilds them all in a new generation. An erased member's
 * entries read "Erased author" (erase-author.ts). With MEILI_URL (`'meilisearch'`) no search table:
 * the journal-meilisearch projection writes the documents, and the code version differs, so that
 * switching rebuilds.
 */
export const journalProjectionFor = (search: 'postgres' | 'meilisearch'): Projection<JournalHandled> => {
  const withSearch = search === 'postgres';
  // 2: search tables carry a write sequence (seq) the query side loads changes by; 3: searchVersion;
  // 4: disseminated_at (OAI-PMH datestamps, feed and sitemap dates follow removals, restores, erasures)
  // 5: co-authors linked only once they accept (co-author-links.ts)
  const codeVersion = 5;
  return {
    name: 'journal',
    codeVersion: withSearch ? codeVersion : withoutPostgresSearch(codeVersion),
    tables: [...journalTables, ...(withSearch ? journalSearch.tables : [])],
    formerTables: withSearch ? [] : journalSearch.tables,
    handles: journalHandles,
    bulk: journalBulkReplay(withSearch),
    async create(tx, table) {
      await createJournal(tx, table);
      if (withSearch) await journalSearch.create(tx, table);
    },
    async apply(tx, events, table) {
      const touched = await applyJournalEvents(tx, events, table);
      if (!withSearch || touched.size === 0) return;
      const docs = await publicationDocuments(tx, table, touched);
      if (docs.length) await journalSearch.writer(tx, table).index(docs);
    },
  };
};

/** The Journal with its search in PostgreSQL (no MEILI_URL). */
export const journalProjection = journalProjectionFor('postgres');
