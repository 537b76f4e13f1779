import { randomBytes } from 'node:crypto';
import {
  MeiliSearchIndex,
  membersCollection,
  openMeilisearch,
  openPglite,
  openPostgres,
  postgresSearch,
  type CollectionSchema,
  type SearchIndex,
  type SqlClient,
} from '@academy/platform';
import { createTestDatabase } from '../support/postgres.js';

export interface SearchUnderTest {
  index: SearchIndex;
  close(): Promise<void>;
}

const identity = (logical: string) => logical;

const onDatabase = async (
  db: SqlClient,
  after: () => Promise<void>,
  collection: CollectionSchema = membersCollection,
): Promise<SearchUnderTest> => {
  await db.exec('create extension if not exists pg_trgm');
  const search = postgresSearch(collection);
  await search.create(db, identity);
  const writer = search.writer(db, identity);
  const reader = search.reader(db);
  return {
    index: { index: writer.index, remove: writer.remove, search: reader.search, facets: reader.facets },
    async close() {
      await db.close();
      await after();
    },
  };
};

export const openPgliteSearch = async (collection?: CollectionSchema): Promise<SearchUnderTest> =>
  onDatabase(await openPglite(), async () => undefined, collection);

export const openPostgresSearch = async (collection?: CollectionSchema): Promise<SearchUnderTest> => {
  const database = await createTestDatabase();
  return onDatabase(await openPostgres(database.url), () => database.drop(), collection);
};

/** A fresh index on the Meilisearch at `url`, deleted at close. */
export const openMeiliSearch = async (
  url: string,
  key: string | undefined,
  collection: CollectionSchema = membersCollection,
): Promise<SearchUnderTest & { meili: MeiliSearchIndex }> => {
  const client = openMeilisearch({ url, key });
  const index = new MeiliSearchIndex(
    client,
    collection,
    `${collection.name}_test_${randomBytes(4).toString('hex')}`,
  );
  await index.setUp();
  return {
    index,
    meili: index,
    async close() {
      await client.deleteIndexIfExists(index.uid);
    },
  };
};
