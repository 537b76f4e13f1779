import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type Config } from '../config/config.js';
import { startEmbeddedPostgres } from './embedded-postgres/embedded-postgres.js';
import { openPglite } from './pglite-client.js';
import { openPostgres, POOL_CONNECTIONS } from './pg-client.js';
import { type SqlClient } from './sql-client.js';

type DatabaseConfig = Pick<
  Config,
  'DATABASE_URL' | 'EMBEDDED_DATABASE' | 'dataDir' | 'PGLITE_SHARED_BUFFERS'
> &
  Partial<Pick<Config, 'HTTP_WORKERS'>>;

export interface OpenedDatabase {
  db: SqlClient;
  /** What runs where, for the start-up line. */
  description: string;
  /** How other processes reach the same PostgreSQL server (it holds the password: never logged). */
  url?: string;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Which store the embedded default opens: EMBEDDED_DATABASE when set; otherwise PostgreSQL, except
 * on a folder that holds a PGlite store (DATA_DIR/pglite) and no PostgreSQL one, which keeps
 * opening as it did.
 */
export const embeddedStore = async (config: DatabaseConfig): Promise<'postgres' | 'pglite'> => {
  if (config.EMBEDDED_DATABASE) return config.EMBEDDED_DATABASE;
  const legacy = await exists(path.join(config.dataDir, 'pglite'));
  return legacy && !(await exists(path.join(config.dataDir, 'postgres'))) ? 'pglite' : 'postgres';
};

/**
 * The store the configuration names: a PostgreSQL server (DATABASE_URL), or the embedded default in
 * DATA_DIR: a PostgreSQL server this process starts (DATA_DIR/postgres, stopped by `close()`), or
 * PGlite (DATA_DIR/pglite). Call it with the data folder's lock held.
 */
export const openDatabase = async (
  config: DatabaseConfig,
  warn: (message: string) => void = (message) => void process.stderr.write(`${message}\n`),
): Promise<OpenedDatabase> => {
  if (config.DATABASE_URL)
    return {
      db: await openPostgres(config.DATABASE_URL),
      description: 'PostgreSQL server (DATABASE_URL)',
      url: config.DATABASE_URL,
    };
  const sharedBuffers = config.PGLITE_SHARED_BUFFERS;
  if ((await embeddedStore(config)) === 'pglite') {
    const dir = path.join(config.dataDir, 'pglite');
    if (!config.EMBEDDED_DATABASE)
      warn(
        `${dir} is a PGlite store, which is not durable (it never syncs to disk: a power cut can lose ` +
          'acknowledged writes). Move it to the embedded PostgreSQL as docs/operations.md says ' +
          '("Moving a PGlite folder"), or set EMBEDDED_DATABASE=pglite to keep it and silence this.',
      );
    return { db: await openPglite(dir, { sharedBuffers }), description: `PGlite (not durable) in ${dir}` };
  }
  // Each HTTP worker opens a pool of its own beside the primary's: room for every pool, and a few more.
  const processes = (config.HTTP_WORKERS ?? 1) > 1 ? config.HTTP_WORKERS! + 1 : 1;
  const maxConnections = Math.max(40, processes * POOL_CONNECTIONS + 5);
  const server = await startEmbeddedPostgres(config.dataDir, { sharedBuffers, log: warn, maxConnections });
  try {
    const db = await openPostgres(server.url);
    const close = async () => {
      try {
        await db.close();
      } finally {
        await server.stop();
      }
    };
    return { db: { ...db, close }, description: server.description, url: server.url };
  } catch (error) {
    await server.stop();
    throw error;
  }
};
