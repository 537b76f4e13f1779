import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, openDatabase, openPglite, openPostgres, type SqlClient } from '@academy/platform';
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
      env: { DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite' },
      open: () => openPglite(path.join(dataDir, 'pglite')),
      drop: async () => undefined,
    };
  };

/** The embedded default: a PostgreSQL server the app (or `open()`) starts on DATA_DIR/postgres. */
export const embeddedBackends =
  (tmp: string): BackendFactory =>
  async (label) => {
    const dataDir = await mkdtemp(path.join(tmp, `${label}-`));
    await chmod(dataDir, 0o755); // as root the server runs as the user postgres, which must reach it
    const env = { DATA_DIR: dataDir, EMBEDDED_DATABASE: 'postgres' };
    return {
      name: 'embedded PostgreSQL',
      env,
      open: async () => (await openDatabase(loadConfig(env), () => undefined)).db,
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

/** Each benchmark gets a fresh database (or PGlite folder), dropped afterwards. */
export const fresh = async <T>(
  make: BackendFactory,
  label: string,
  fn: (backend: BenchBackend) => Promise<T>,
): Promise<T> => {
  const backend = await make(label);
  try {
    return await fn(backend);
  } finally {
    await backend.drop();
  }
};

/**
 * A bench CLI's backend by its `--backend` name, in a temporary folder of its own (open to the
 * user postgres, as the embedded PostgreSQL runs as it under root); `tmp` is removed by the caller.
 */
export const backendNamed = async (
  name: string,
  label: string,
): Promise<{ tmp: string; backend: BenchBackend }> => {
  const factories: Record<string, (tmp: string) => BackendFactory> = {
    embedded: embeddedBackends,
    pglite: pgliteBackends,
    postgres: postgresBackends,
  };
  const factory = factories[name];
  if (!factory) throw new Error(`--backend ${name}: embedded, pglite or postgres`);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'academy-bench-'));
  await chmod(tmp, 0o755);
  return { tmp, backend: await factory(tmp)(label) };
};
