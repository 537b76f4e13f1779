import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { type NewEvent } from '@academy/domain';
import {
  createLogger,
  createSession,
  loadConfig,
  mailerFor,
  MailTemplates,
  openBlobStore,
  openPaymentProvider,
  outboxDir,
  randomIds,
  SealingEventStore,
  SqlEventStore,
  SqlKeyStore,
  startMailSender,
  WriteSideAccess,
  type StoredEvent,
  type StripeApiAddress,
} from '@academy/platform';
import type express from 'express';
import { type CommandDeps } from '../pipeline/deps.js';
import { type IdempotencyOptions } from '../pipeline/idempotency.js';
import { type PasswordHasher } from '../pipeline/password-hasher.js';
import { commandApp } from '../command-app.js';
import { SpecBrowser, type CallOptions, type SpecAnswer } from './spec-client.js';
import { openSpecDatabase, type SpecDatabase } from './spec-database.js';
import { fakePasswords } from './members.js';
import { type Streams } from './streams.js';

export interface SpecOptions {
  /** Settings, as environment variables (validated like the app's). */
  env?: Record<string, string>;
  /** Instant fake hashes unless given (the real argon2id where timing or the hash is the point). */
  passwords?: PasswordHasher;
  database?: SpecDatabase;
  /** Where the `stripe` client calls (a Stripe-shaped server) when the env sets Stripe's keys. */
  stripeApi?: StripeApiAddress;
  /** Idempotency-Key timings (a short wait for a first attempt still running). */
  idempotency?: IdempotencyOptions;
}

/** What `when` acts on: the command side over HTTP, its store and database, its clock. */
export interface SpecWorld {
  url: string;
  deps: CommandDeps;
  dataDir: string;
  /** What the command side logged at info and above. */
  logs: string[];
  /** Moves the command side's clock forward (sessions, reset links, rate-limit windows). */
  advance(ms: number): void;
  /** A cookie-keeping browser; `as` signs it in as that user. */
  browser(options?: CallOptions): Promise<SpecBrowser>;
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<SpecAnswer<T>>;
  get<T = Record<string, unknown>>(path: string, options?: CallOptions): Promise<SpecAnswer<T>>;
  post<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<SpecAnswer<T>>;
  delete<T = Record<string, unknown>>(path: string, options?: CallOptions): Promise<SpecAnswer<T>>;
}

export interface Expected {
  status?: number;
  body?: unknown;
  /** Every event appended while acting, by stream (`{}`: nothing appended). */
  appended?: Streams;
}

export interface Outcome<T> extends SpecAnswer<T> {
  appended: Streams;
  /** The appended events as recorded (metadata, positions). */
  recorded: StoredEvent[];
  world: SpecWorld;
}

/** The metadata of events a spec appends itself (given, or another process mid-`when`). */
export const metadataAt = (now: Date) => ({
  actor: null,
  correlationId: 'spec-given',
  causationId: null,
  timestamp: now.toISOString(),
});

/**
 * Given-When-Then specs over HTTP for the command side: the real routes and request pipeline on an
 * in-process store with the real migrations (PGlite, or PostgreSQL with `database: 'postgres'`).
 * Call it once per file (it opens the database in `beforeAll`), then in each test:
 * `spec.given({ 'user-…': [events] }).when((req) => req.post(path, body, { as: userID })).then({ status, body, appended })`.
 * Each `given` starts from empty tables, a fresh write-side cache and the clock at now.
 */
export const commandSpec = (options: SpecOptions = {}) => {
  let database: Awaited<ReturnType<typeof openSpecDatabase>>;
  let server: http.Server;
  let url: string;
  let dataDir: string;
  let handler: express.Express | undefined;
  // The mail sender of the current `given` (queued mail to DATA_DIR/outbox, or SMTP_URL).
  let sender: ReturnType<typeof startMailSender> | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-spec-'));
    database = await openSpecDatabase(options.database ?? 'pglite');
    server = http.createServer((req, res) => (handler ? handler(req, res) : res.writeHead(503).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await sender?.stop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    // A mail written after the last answer may still be landing: rm tries again on ENOTEMPTY.
    if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  });

  const setUp = async (streams: Streams, env: Record<string, string>): Promise<SpecWorld> => {
    await sender?.stop();
    await database.reset();
    await rm(outboxDir(dataDir), { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    let offset = 0;
    const logs: string[] = [];
    const logger = createLogger('info', (line) => void logs.push(line));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...options.env, ...env });
    const keys = new SqlKeyStore(database.db);
    const store = new SealingEventStore(new SqlEventStore(database.db), keys);
    const clock = () => new Date(Date.now() + offset);
    const mailer = mailerFor(config, logger);
    const mailSender = startMailSender({ db: database.db, mailer, clock, logger, pollMs: 200 });
    sender = mailSender;
    const deps: CommandDeps = {
      db: database.db,
      store,
      keys,
      clock,
      ids: randomIds,
      passwords: options.passwords ?? fakePasswords,
      logger,
      access: new WriteSideAccess(store, { catalogue: config.tiers, clock }),
      mailer,
      mail: { templates: new MailTemplates(config.MAIL_TEMPLATES_DIR), wakeSender: () => mailSender.wake() },
      config,
      payments: openPaymentProvider(config, {
        now: clock,
        ...(options.stripeApi ? { stripeApi: options.stripeApi } : {}),
      }),
      blobs: openBlobStore(dataDir),
      ...(options.idempotency ? { idempotency: options.idempotency } : {}),
    };
    for (const [streamId, events] of Object.entries(streams)) {
      const toAppend = events.map((e) => ({
        ...e,
        eventId: randomIds.random(),
        metadata: metadataAt(deps.clock()),
      }));
      await store.append(streamId, toAppend, { expectedVersion: 'no-stream' });
    }
    handler = commandApp(deps);
    const sessions = new Map<string, string>();
    const browser = async ({ as, headers = {} }: CallOptions = {}) => {
      const b = new SpecBrowser(url);
      Object.assign(b.headers, headers);
      if (as !== undefined) {
        if (!sessions.has(as))
          sessions.set(as, (await createSession(database.db, as, deps.clock(), 'spec')).id);
        b.cookies.set('academy_session', sessions.get(as)!);
      }
      return b;
    };
    const world: SpecWorld = {
      url,
      deps,
      dataDir,
      logs,
      advance: (ms) => void (offset += ms),
      browser,
      request: async (method, path, body, call) => (await browser(call)).request(method, path, body),
      get: (path, call) => world.request('GET', path, undefined, call),
      post: (path, body, call) => world.request('POST', path, body, call),
      delete: (path, call) => world.request('DELETE', path, undefined, call),
    };
    return world;
  };

  const lastPosition = async (world: SpecWorld): Promise<number> => {
    const { rows } = await world.deps.db.query<{ p: number | string }>(
      'select coalesce(max(position), 0) as p from events',
    );
    return Number(rows[0]?.p ?? 0);
  };

  const appendedSince = async (world: SpecWorld, before: number): Promise<StoredEvent[]> => {
    const store = world.deps.store;
    // Another suite's open transaction on a shared server can hold committed events back from a
    // read (`heldBack`): read again, as the catch-up loop does, until nothing is held back.
    for (let attempt = 0; ; attempt++) {
      const { events, heldBack } = await store.readAll(await store.checkpointAt(before), 10_000);
      if (!heldBack || attempt === 200) return events.filter((e) => e.position > before);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  return {
    given: (streams: Streams = {}, { env = {} }: { env?: Record<string, string> } = {}) => ({
      when: <T = Record<string, unknown>>(act: (req: SpecWorld) => Promise<SpecAnswer<T>>) => ({
        /** Runs given and when, checks what is expected, and answers the outcome for further checks. */
        async then(expected: Expected = {}): Promise<Outcome<T>> {
          const world = await setUp(streams, env);
          const before = await lastPosition(world);
          const answer = await act(world);
          const recorded = await appendedSince(world, before);
          const appended: Record<string, NewEvent[]> = {};
          for (const e of recorded) (appended[e.streamId] ??= []).push({ type: e.type, data: e.data });
          if (expected.status !== undefined)
            expect({ status: answer.status, body: answer.body }).toMatchObject({ status: expected.status });
          if ('body' in expected) expect(answer.body).toEqual(expected.body);
          if (expected.appended) expect(appended).toEqual(expected.appended);
          return { ...answer, appended, recorded, world };
        },
      }),
    }),
  };
};
