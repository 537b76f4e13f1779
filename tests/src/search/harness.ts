import { randomBytes } from 'node:crypto';
import {
  MeiliSearchIndex,
  membersCollection,
  openMeilisearch,
  openPglite,
  openPostgres,
  postgresSearch,
  type SearchIndex,
  type SqlClient,
} from '@academy/platform';
import { createTestDatabase } from '../support/postgres.js';

export interface SearchUnderTest {
  index: SearchIndex;
  close(): Promise<void>;
}

const identity = (logical: string) => logical;

const onDatabase = async (db: SqlClient, after: () => Promise<void>): Promise<SearchUnderTest> => {
  await db.exec('create extension if not exists pg_trgm');
  const search = postgresSearch(membersCollection);
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

export const openPgliteSearch = async (): Promise<SearchUnderTest> =>
  onDatabase(await openPglite(), async () => undefined);

export const openPostgresSearch = async (): Promise<SearchUnderTest> => {
  const database = await createTestDatabase();
  return onDatabase(await openPostgres(database.url), () => database.drop());
};

/** A fresh index on the Meilisearch at `url`, deleted at close. */
export const openMeiliSearch = async (
  url: string,
  key: string | undefined,
): Promise<SearchUnderTest & { meili: MeiliSearchIndex }> => {
  const client = openMeilisearch({ url, key });
  const index = new MeiliSearchIndex(
    client,
    membersCollection,
    `members_test_${randomBytes(4).toString('hex')}`,
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
