import { acquireDataDirLock, loadConfig } from '@academy/platform';
import { type AcademyCore, openCore } from '../academy.js';

/**
 * Opens the store the configuration names for a one-off operator command. On the embedded default
 * it takes the data folder's lock, so the app must be stopped first (PGlite is one process per folder).
 */
export const onStore = async (work: (core: AcademyCore) => Promise<void>): Promise<void> => {
  const config = loadConfig();
  const embedded = !config.DATABASE_URL && !config.KURRENTDB_URL;
  const lock = embedded ? await acquireDataDirLock(config.dataDir) : undefined;
  const core = await openCore({ config });
  try {
    await work(core);
  } finally {
    await core.close();
    await lock?.release();
  }
};
