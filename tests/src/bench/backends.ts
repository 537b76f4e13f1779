import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { openPglite, openPostgres, type SqlClient } from '@academy/platform';
import { createTestDatabase } from '../support/postgres.js';
import { type Backend } from './report.js';

/** Where one benchmark keeps its data: a fresh PGlite folder or a fresh database on the server. */
export interface BenchBackend {
  name: Exclude<Backend, 'frontend'>;
  /** Environment for `loadConfig` (DATA_DIR, and DATABASE_URL for the server). */
  env: Record<string, string>;
  /** The database URL on the server; undefined for PGlite. */
  url?: string;
  open(): Promise<SqlClient>;
  /** Drops the database (server); the PGlite folder goes with the bench's temporary folder. */
  drop(): Promise<void>;
}

export type BackendFactory = (label: string) => Promise<BenchBackend>;

export const pgliteBackends =
  (tmp: string): BackendFactory =>
  async (label) => {
    const dataDir = await mkdtemp(path.join(tmp, `${label}-`));
    return {
      name: 'PGlite',
      env: { DATA_DIR: dataDir },
      open: () => openPglite(path.join(dataDir, 'pglite')),
      drop: async () => undefined,
    };
  };

export const postgresBackends =
  (tmp: string): BackendFactory =>
  async (label) => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmp, `${label}-`));
    return {
      name: 'PostgreSQL',
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
      url: database.url,
      open: () => openPostgres(database.url),
      drop: () => database.drop(),
    };
  };

/** Opens a backend, runs `fn`, closes and drops it whatever happens. */
export const withDatabase = async <T>(
  backend: BenchBackend,
  fn: (db: SqlClient) => Promise<T>,
): Promise<T> => {
  const db = await backend.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
};
