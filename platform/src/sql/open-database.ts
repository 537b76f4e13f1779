import path from 'node:path';
import { type Config } from '../config/config.js';
import { openPglite } from './pglite-client.js';
import { openPostgres } from './pg-client.js';
import { type SqlClient } from './sql-client.js';

/** The embedded default (PGlite under DATA_DIR/pglite) or a PostgreSQL server when DATABASE_URL is set. */
export const openDatabase = (
  config: Pick<Config, 'DATABASE_URL' | 'dataDir' | 'PGLITE_SHARED_BUFFERS'>,
): Promise<SqlClient> =>
  config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openPglite(path.join(config.dataDir, 'pglite'), { sharedBuffers: config.PGLITE_SHARED_BUFFERS });
