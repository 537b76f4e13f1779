import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  createLogger,
  loadConfig,
  openPglite,
  openPostgres,
  type Mailer,
  type MailMessage,
  type SqlClient,
} from '@academy/platform';
import { startServer, type RunningServer } from '../server.js';
import { TestBrowser } from './test-browser.js';

export interface TestApp {
  server: RunningServer;
  url: string;
  dataDir: string;
  /** Moves the app's clock (sessions, reset links, rate-limit windows) forward. */
  advance(ms: number): void;
  /** Mail captured when `captureMail` was asked for. */
  mails: MailMessage[];
  /** What the app logged at info and above (kept, not printed). */
  logs: string[];
  browser(): TestBrowser;
  /** Signs up through the API (which also signs in); answers the member's browser and id. */
  member(
    fields?: Partial<{
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      membershipTier: string;
    }>,
  ): Promise<{
    browser: TestBrowser;
    userID: string;
    email: string;
    password: string;
    /** The sign-up's position, for X-Min-Position on reads of the read models. */
    position: number;
  }>;
  close(): Promise<void>;
}

let counter = 0;

/** A fresh database on the server named by DATABASE_URL, dropped at close. */
const freshPostgres = async (adminUrl: string): Promise<{ db: SqlClient; drop: () => Promise<void> }> => {
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(adminUrl, 1);
  await admin.exec(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    db: await openPostgres(url.toString()),
    async drop() {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
};

/**
 * The real server (startServer) on port 0, with an in-memory PGlite (or a fresh database on a
 * PostgreSQL server) and a clock the test moves.
 */
export const startTestApp = async (
  options: { env?: Record<string, string>; captureMail?: boolean; postgresUrl?: string } = {},
): Promise<TestApp> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  let offset = 0;
  const mails: MailMessage[] = [];
  const logs: string[] = [];
  const capture: Mailer = { kind: 'smtp', send: async (m) => void mails.push(m) };
  const postgres = options.postgresUrl ? await freshPostgres(options.postgresUrl) : undefined;
  const server = await startServer({
    config,
    db: postgres?.db ?? (await openPglite()),
    logger: createLogger('info', (line) => void logs.push(line)),
    clock: () => new Date(Date.now() + offset),
    mailer: options.captureMail ? capture : undefined,
    frontendDist: path.join(dataDir, 'no-frontend'),
  });
  const app: TestApp = {
    server,
    url: server.url,
    dataDir,
    mails,
    logs,
    advance: (ms) => void (offset += ms),
    browser: () => new TestBrowser(server.url),
    async member(fields = {}) {
      const n = ++counter;
      const email = fields.email ?? `member${n}.${Date.now()}@example.org`;
      const password = fields.password ?? 'correct horse battery staple';
      const browser = app.browser();
      const res = await browser.post('/rest/signup', {
        email,
        password,
        firstName: fields.firstName ?? `First${n}`,
        lastName: fields.lastName ?? `Last${n}`,
        ...(fields.membershipTier ? { membershipTier: fields.membershipTier } : {}),
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const { userID, position } = (await res.json()) as { userID: string; position: number };
      return { browser, userID, email, password, position };
    },
    async close() {
      await server.stop();
      await server.core.db.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return app;
};
