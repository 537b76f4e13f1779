import { type Projection, type TableName } from '../runner/projection.js';
import { generationOf, indexOfGeneration, type SearchGenerations } from '../search-index/generations.js';
import {
  applyJournalEvents,
  createJournal,
  journalHandles,
  journalTables,
  type JournalHandled,
} from '../publications/apply-events.js';
import { publicationDocuments } from '../publications/search-document.js';

/** The projection that writes the Journal's documents to Meilisearch (MEILI_URL). */
export const meiliJournalProjectionName = 'journal-meilisearch';

/** Its own copies of the Journal's tables, which no query reads. */
const PREFIX = 'meili_';
const ownCopy =
  (table: TableName): TableName =>
  (logical) =>
    table(`${PREFIX}${logical}`);
const TABLES = journalTables.map((logical) => `${PREFIX}${logical}`);

/**
 * The Journal's search documents in Meilisearch: the Journal applied as the journal projection
 * applies it, into its own copies of its tables (so co-author links, removals and erased authors
 * give the same documents), each touched publication written as one document (its latest version;
 * removed ones kept, flagged, for admins). Idempotent by pubNum and stream version: the tables skip
 * what they already hold, and the index writes a document only over an older version (an erasure
 * counts in it: erase-author.ts's `searchVersion`). `apply` returns once Meilisearch confirmed every
 * task, and the runner stores the checkpoint in the same transaction after it: a failed write rolls
 * the batch back and it is applied again. A replay writes a new generation into its own index beside
 * the live one, and the generation swap swaps that index in too.
 */
export const meiliJournalProjection = (indexes: SearchGenerations): Projection<JournalHandled> => ({
  name: meiliJournalProjectionName,
  codeVersion: 1,
  tables: TABLES,
  // The Journal's rows it writes documents from; searches read Meilisearch.
  ownTables: TABLES,
  handles: journalHandles,
  async create(tx, table) {
    await createJournal(tx, ownCopy(table));
    const generation = generationOf(table, TABLES[0]!);
    if (generation > 1) await indexes.generation(generation, true);
  },
  async apply(tx, events, table) {
    const own = ownCopy(table);
    const touched = await applyJournalEvents(tx, events, own);
    if (touched.size === 0) return;
    const docs = await publicationDocuments(tx, own, touched);
    if (docs.length === 0) return;
    const generation = generationOf(table, TABLES[0]!);
    const index = await indexOfGeneration(tx, meiliJournalProjectionName, generation, indexes);
    await index.index(docs);
  },
  async swap(_tx, generation) {
    await indexes.swapIn(generation);
  },
});
