import { acquireDataDirLock, loadConfig } from '@academy/platform';
import { type AcademyCore, openCore } from '../academy.js';

/**
 * Opens the store the configuration names for a one-off operator command. On the embedded default
 * it takes the data folder's lock, so the app must be stopped first (one process per folder).
 */
export const onStore = async (work: (core: AcademyCore) => Promise<void>): Promise<void> => {
  const config = loadConfig();
  // Without DATABASE_URL the database is DATA_DIR's own (with KURRENTDB_URL, the read models'): the
  // embedded PostgreSQL is started and stopped by this process, under the folder's lock.
  const embedded = !config.DATABASE_URL;
  const lock = embedded ? await acquireDataDirLock(config.dataDir) : undefined;
  const core = await openCore({ config });
  try {
    await work(core);
  } finally {
    await core.close();
    await lock?.release();
  }
};
