import { type Migration, type SqlClient } from '@academy/platform';
import { purgeOldSearchMisses, searchMissMigrations } from './registry/search-misses.js';

/**
 * The query side's operational tables (never projections, never replayed): their migrations, and
 * the hourly purge of what is past its time. The app applies and runs them without knowing them.
 */
export const querySideMaintenance = {
  migrations: [...searchMissMigrations] as readonly Migration[],
  /** The Registry searches that found nobody, past 90 days. */
  async purge(db: SqlClient, now: Date): Promise<void> {
    await purgeOldSearchMisses(db, now);
  },
};
