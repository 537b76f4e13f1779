import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { frontendDist, startServer, type AcademyOptions, type RunningServer } from '@academy/app';
import { type PasswordHasher } from '@academy/command-service';
import {
  createLogger,
  loadConfig,
  openPglite,
  openPostgres,
  type MailMessage,
  type Mailer,
  type SqlClient,
} from '@academy/platform';
import { createTestDatabase, type TestDatabase } from './postgres.js';
import { TestBrowser } from './test-browser.js';

/** A password hasher for tests where argon2 is not the point: instant, and still checks. */
export const fakePasswords: PasswordHasher = {
  hash: async (password) => `fake$${password}`,
  verify: async (hash, password) => hash === `fake$${password}`,
};

export interface TestAppOptions extends Partial<Omit<AcademyOptions, 'config' | 'db' | 'mailer'>> {
  /** Settings, as environment variables (validated like `npm start`'s). */
  env?: Record<string, string>;
  /**
   * Where the data lives: an in-memory PGlite (the default), PGlite on disk in the app's DATA_DIR
   * (EMBEDDED_DATABASE=pglite; the default with `frontend`), the embedded default's PostgreSQL in
   * DATA_DIR (`embedded`: what `npm start` runs), or a fresh database on DATABASE_URL's server.
   */
  database?: 'pglite' | 'pglite-on-disk' | 'embedded' | 'postgres';
  /** Serve a copy of the built frontend (browser suites), so a rebuild cannot swap files under the page. */
  frontend?: boolean;
  /** Keep mail in `mails` instead of writing it to DATA_DIR/outbox. */
  captureMail?: boolean;
  /** An existing data folder to open (a restart, a copy of a folder): kept by `close()`. */
  dataDir?: string;
}

export interface TestMember {
  browser: TestBrowser;
  userID: string;
  email: string;
  password: string;
  /** The sign-up's position, for X-Min-Position on reads of the read models. */
  position: number;
}

export interface TestApp {
  server: RunningServer;
  /** `http://127.0.0.1:<port>` */
  url: string;
  db: SqlClient;
  dataDir: string;
  /** Moves the app's clock (sessions, reset links, rate-limit windows) forward. */
  advance(ms: number): void;
  /** Mail captured when `captureMail` was asked for. */
  mails: MailMessage[];
  /** What the app logged at info and above (kept, not printed). */
  logs: string[];
  browser(): TestBrowser;
  /**
   * Signs up through the API (which also signs in); a paid tier is paid on the built-in checkout.
   * Answers the member's browser and id.
   */
  member(
    fields?: Partial<{
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      membershipTier: string;
    }>,
  ): Promise<TestMember>;
  /** Stops the server, closes and drops the database, deletes the data folder. */
  close(): Promise<void>;
}

let counter = 0;

const copyFrontend = async (root: string): Promise<string> => {
  if (!existsSync(path.join(frontendDist, 'index.html'))) {
    throw new Error(
      `The frontend is not built (${frontendDist}): run \`node scripts/build.mjs\` (npm test builds it first).`,
    );
  }
  const dist = path.join(root, 'frontend');
  await cp(frontendDist, dist, { recursive: true });
  return dist;
};

/**
 * The one way tests start the whole app: the real server (`startServer`) on 127.0.0.1, port 0, with
 * a clock the test moves, its logs kept, argon2id unless `passwords` says otherwise.
 */
export const startTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const {
    env,
    database = options.frontend ? 'pglite-on-disk' : 'pglite',
    frontend,
    captureMail,
    dataDir: existing,
    ...rest
  } = options;
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-test-'));
  // As root, the embedded PostgreSQL runs as the user postgres, which must reach DATA_DIR.
  if (database === 'embedded') await chmod(root, 0o755);
  const dataDir = existing ?? path.join(root, 'data');
  let postgres: TestDatabase | undefined;
  let db: SqlClient | undefined;
  try {
    const dist = frontend ? await copyFrontend(root) : path.join(root, 'no-frontend');
    if (database === 'postgres') postgres = await createTestDatabase();
    db = postgres ? await openPostgres(postgres.url) : database === 'pglite' ? await openPglite() : undefined;
    let offset = 0;
    const mails: MailMessage[] = [];
    const logs: string[] = [];
    const capture: Mailer = { kind: 'smtp', send: async (m) => void mails.push(m) };
    // PGlite on disk is a throwaway folder's store (EMBEDDED_DATABASE=pglite), never the embedded PostgreSQL.
    const store = database === 'pglite-on-disk' ? { EMBEDDED_DATABASE: 'pglite' } : {};
    // Pages are warmed at start only where a test asks (WARM_PAGES=on): elsewhere it would fill the
    // page cache and the logs before the test's first request.
    const config = loadConfig({
      WARM_PAGES: 'off',
      ...env,
      ...store,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });
    const server = await startServer({
      ...rest,
      config,
      db,
      logger: createLogger('info', (line) => void logs.push(line)),
      clock: rest.clock ?? (() => new Date(Date.now() + offset)),
      mailer: captureMail ? capture : undefined,
      frontendDist: dist,
    });
    const app: TestApp = {
      server,
      url: server.url,
      db: server.core.db,
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
        const answer = (await res.json()) as { userID: string; position: number; checkoutUrl?: string };
        let { position } = answer;
        // A paid tier: pay on the built-in checkout, as a visitor would press Pay.
        const orderID = /^\/checkout\/test\/([0-9a-f-]{36})$/.exec(answer.checkoutUrl ?? '')?.[1];
        if (orderID) {
          const paid = await browser.post(`/rest/checkout/test/${orderID}/pay`, {});
          if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${await paid.text()}`);
          position = Math.max(position, ((await paid.json()) as { position: number }).position);
        }
        return { browser, userID: answer.userID, email, password, position };
      },
      async close() {
        await server.stop();
        await db?.close();
        await postgres?.drop();
        await rm(root, { recursive: true, force: true });
      },
    };
    return app;
  } catch (error) {
    await db?.close();
    await postgres?.drop();
    await rm(root, { recursive: true, force: true });
    throw error;
  }
};
