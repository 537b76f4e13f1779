import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, type AcademyOptions, type RunningServer } from '@academy/app';
import { type PasswordHasher } from '@academy/command-service';
import { loadConfig, openPglite, openPostgres, type SqlClient } from '@academy/platform';
import { createTestDatabase } from './postgres.js';
import { type Adapter } from './stores.js';

/** A password hasher for tests where argon2 is not the point: instant, and still checks. */
export const fakePasswords: PasswordHasher = {
  hash: async (password) => `fake$${password}`,
  verify: async (hash, password) => hash === `fake$${password}`,
};

export interface ServerUnderTest {
  server: RunningServer;
  url: string;
  db: SqlClient;
  close(): Promise<void>;
}

/**
 * The real server (`startServer`) on port 0, on an in-memory PGlite or a fresh database on the
 * PostgreSQL server, with the fake hasher unless `options.passwords` says otherwise.
 */
export const startServerOn = async (
  adapter: Adapter,
  options: Partial<Omit<AcademyOptions, 'config' | 'db'>> & { env?: Record<string, string> } = {},
): Promise<ServerUnderTest> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-http-'));
  const database = adapter === 'postgres' ? await createTestDatabase() : undefined;
  const db = database ? await openPostgres(database.url) : await openPglite();
  const { env, ...rest } = options;
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  try {
    const server = await startServer({
      passwords: fakePasswords,
      frontendDist: path.join(dataDir, 'no-frontend'),
      ...rest,
      config,
      db,
    } as AcademyOptions);
    return {
      server,
      url: server.url,
      db,
      async close() {
        await server.stop();
        await db.close();
        await database?.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await db.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
};

export interface JsonAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The body exactly as sent. */
  text: string;
  body: T;
}

/** One request; the body goes as given when a string (malformed JSON, other types), else as JSON. */
export const request = async <T = Record<string, unknown>>(
  base: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> => {
  const res = await fetch(new URL(pathAndQuery, base), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body:
      body === undefined
        ? undefined
        : typeof body === 'string' || body instanceof Uint8Array
          ? body
          : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, text, body: parsed as T };
};

/** Events in the store, all streams (to check that a refused command appended nothing). */
export const eventCount = async (db: SqlClient): Promise<number> =>
  Number((await db.query<{ n: string | number }>('select count(*) as n from events')).rows[0]?.n ?? 0);
