import { openPglite, openPostgres, type SqlClient } from '@academy/platform';
import { migrate, eventStoreMigrations, SqlEventStore } from '@academy/platform';
import { createTestDatabase } from './postgres.js';

export interface StoreUnderTest {
  db: SqlClient;
  store: SqlEventStore;
  close(): Promise<void>;
}

export type Adapter = 'pglite' | 'postgres';

/** A migrated, empty event store on PGlite (in memory) or on a fresh PostgreSQL database. */
export const openTestStore = async (adapter: Adapter): Promise<StoreUnderTest> => {
  if (adapter === 'pglite') {
    const db = await openPglite();
    await migrate(db, eventStoreMigrations);
    const store = new SqlEventStore(db);
    return {
      db,
      store,
      close: async () => {
        await store.close();
        await db.close();
      },
    };
  }
  const database = await createTestDatabase();
  const db = await openPostgres(database.url);
  await migrate(db, eventStoreMigrations);
  const store = new SqlEventStore(db);
  return {
    db,
    store,
    async close() {
      await store.close();
      await db.close();
      await database.drop();
    },
  };
};
