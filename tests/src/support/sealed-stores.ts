import { SealingEventStore, SqlKeyStore, type SqlClient } from '@academy/platform';
import { openTestStore, type Adapter } from './stores.js';

export interface SealedStoreUnderTest {
  db: SqlClient;
  store: SealingEventStore;
  close(): Promise<void>;
}

/**
 * A store that seals personal parts as the app's does (keys in the same database), on PGlite or a
 * fresh PostgreSQL database; migrate it (with the app's migrations) before appending.
 */
export const openSealedTestStore = async (adapter: Adapter): Promise<SealedStoreUnderTest> => {
  const t = await openTestStore(adapter);
  return { db: t.db, store: new SealingEventStore(t.store, new SqlKeyStore(t.db)), close: () => t.close() };
};
