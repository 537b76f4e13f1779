import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  answerCommand,
  idempotency,
  idempotencyMigrations,
  letGoOnError,
  type PasswordHasher,
} from '@academy/command-service';
import {
  errorHandler,
  jsonBody,
  migrate,
  openPglite,
  setActor,
  silentLogger,
  type SqlClient,
} from '@academy/platform';
import express from 'express';
import { describeWhenSet } from '../support/needs.js';
import { eventCount, request } from '../support/http-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Adapter } from '../support/stores.js';

interface ErrorBody {
  error: string;
  fields?: { path: string }[];
}

const signUpBody = (fields: Record<string, unknown> = {}) => ({
  email: `${randomUUID()}@example.org`,
  password: 'a long enough password',
  firstName: 'Grace',
  lastName: 'Hopper',
  ...fields,
});

/** Instant, except for passwords starting with "slow": those take 400 ms (a first request still running). */
const passwords: PasswordHasher = {
  hash: async (password) => {
    if (password.startsWith('slow')) await sleep(400);
    return `fake$${password}`;
  },
  verify: async (hash, password) => hash === `fake$${password}`,
};

const keyed = (key: string) => ({ 'Idempotency-Key': key });

const idempotencySuite = (adapter: Adapter) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: adapter, passwords });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const signUp = (body: unknown, headers: Record<string, string> = {}) =>
    request<{ userID: string; position: number } & ErrorBody>(t.url, 'POST', '/rest/signup', body, headers);

  it('when a command is repeated with its Idempotency-Key, then the repeat answers the first status and body exactly, marked replayed, and appends nothing', async () => {
    const key = randomUUID();
    const body = signUpBody();
    const first = await signUp(body, keyed(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const appended = await eventCount(t.db);
    const again = await signUp(body, keyed(key));
    expect([again.status, again.text]).toEqual([201, first.text]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await eventCount(t.db)).toBe(appended);
  });

  it('when repeats arrive while the first is still running, then they wait for it and answer the same, with one append', async () => {
    const key = randomUUID();
    const body = signUpBody({ password: 'slow but long enough' });
    const before = await eventCount(t.db);
    const answers = await Promise.all(Array.from({ length: 4 }, () => signUp(body, keyed(key))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(3);
    expect(await eventCount(t.db)).toBe(before + 2); // the email claim and the user, once
  });

  it('when the same key comes with a different body, then it answers 422 idempotency-key-reused and appends nothing', async () => {
    const key = randomUUID();
    expect((await signUp(signUpBody(), keyed(key))).status).toBe(201);
    const before = await eventCount(t.db);
    const other = await signUp(signUpBody(), keyed(key));
    expect([other.status, other.body.error]).toEqual([422, 'idempotency-key-reused']);
    expect(await eventCount(t.db)).toBe(before);
  });

  it('when the first answer was a 4xx, then it is not kept: a corrected retry with the same key succeeds', async () => {
    const key = randomUUID();
    const refused = await signUp(signUpBody({ password: 'short' }), keyed(key));
    expect([refused.status, refused.body.error]).toEqual([400, 'validation-failed']);
    const corrected = await signUp(signUpBody(), keyed(key));
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
    ['holding a tab', 'key\twith-a-tab'],
  ])(
    'when the key is %s, then it answers 400 validation-failed naming Idempotency-Key and appends nothing',
    async (_what, key) => {
      const before = await eventCount(t.db);
      const res = await signUp(signUpBody(), keyed(key));
      expect([res.status, res.body.error]).toEqual([400, 'validation-failed']);
      expect(res.body.fields?.map((f) => f.path)).toEqual(['Idempotency-Key']);
      expect(await eventCount(t.db)).toBe(before);
    },
  );

  it('when the key holds a byte outside printable ASCII, then it answers 400 validation-failed', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${t.url}/rest/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'cl\u00e9' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(JSON.stringify(signUpBody()));
    });
    expect(status).toBe(400);
  });

  it('when the key is 255 printable characters, then it is accepted', async () => {
    expect((await signUp(signUpBody(), keyed('k'.repeat(254) + '~'))).status).toBe(201);
  });

  it('when a sign-up is retried with its key after the kept answer is gone, then it answers the same userID, not email-taken, and appends nothing', async () => {
    const key = randomUUID();
    const body = signUpBody();
    const first = await signUp(body, keyed(key));
    expect(first.status).toBe(201);
    // As if the answer had never been kept (a crash after the append) or had expired.
    await t.db.query('delete from idempotency_keys where key = $1', [key]);
    const before = await eventCount(t.db);
    const retried = await signUp(body, keyed(key));
    expect([retried.status, retried.body.userID, retried.body.position]).toEqual([
      201,
      first.body.userID,
      first.body.position,
    ]);
    expect(await eventCount(t.db)).toBe(before);
  });

  it('when the same body comes without a key, then it is a new command: email-taken', async () => {
    const body = signUpBody();
    expect((await signUp(body, keyed(randomUUID()))).status).toBe(201);
    const again = await signUp(body);
    expect([again.status, again.body.error]).toEqual([409, 'email-taken']);
  });

  it('when a kept answer is 23 hours old, then it is still replayed', async () => {
    const key = randomUUID();
    const body = signUpBody();
    const first = await signUp(body, keyed(key));
    await t.db.query(`update idempotency_keys set created_at = now() - interval '23 hours' where key = $1`, [
      key,
    ]);
    const again = await signUp(body, keyed(key));
    expect([again.text, again.headers.get('idempotent-replayed')]).toEqual([first.text, 'true']);
  });

  it('when a kept answer is 25 hours old, then the key is forgotten: the same key with another sign-up makes another member', async () => {
    const key = randomUUID();
    const first = await signUp(signUpBody(), keyed(key));
    await t.db.query(`update idempotency_keys set created_at = now() - interval '25 hours' where key = $1`, [
      key,
    ]);
    const before = await eventCount(t.db);
    const later = await signUp(signUpBody(), keyed(key)); // another body: no 422, the key is free again
    expect([later.status, later.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(later.body.userID).not.toBe(first.body.userID);
    expect(await eventCount(t.db)).toBe(before + 2);
  });
};

describe('Idempotency-Key on POST /rest/signup on PGlite', () => idempotencySuite('pglite'));

describeWhenSet('DATABASE_URL', 'Idempotency-Key on POST /rest/signup on a PostgreSQL server', () =>
  idempotencySuite('postgres'),
);

describe('Idempotency-Key scope (the middleware on a small app)', () => {
  let db: SqlClient;
  let server: http.Server;
  let url: string;
  let runs = 0;

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, idempotencyMigrations);
    const app = express();
    app.use(jsonBody());
    app.use((req, _res, next) => {
      setActor(req, req.get('x-test-actor') ?? null); // what the session layer does
      next();
    });
    app.use(idempotency(db));
    // A command route answers through answerCommand, which keeps the answer for the key.
    const handler: express.RequestHandler = async (req, res) => {
      runs++;
      await answerCommand(req, res, { status: 201, body: { run: runs, method: req.method, path: req.path } });
    };
    app.post('/things', handler);
    app.put('/things', handler);
    app.post('/other-things', handler);
    app.use(letGoOnError);
    app.use(errorHandler(silentLogger));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await db.close();
  });

  const send = (method: string, path: string, key: string, actor?: string) =>
    request<{ run: number }>(
      url,
      method,
      path,
      { same: 'body' },
      { ...keyed(key), ...(actor ? { 'x-test-actor': actor } : {}) },
    );

  it('when one key is used on another path, with another method or by another actor, then each runs on its own', async () => {
    const key = randomUUID();
    const first = await send('POST', '/things', key, 'user-a');
    const answers = [
      await send('POST', '/other-things', key, 'user-a'),
      await send('PUT', '/things', key, 'user-a'),
      await send('POST', '/things', key, 'user-b'),
      await send('POST', '/things', key),
    ];
    expect(answers.map((a) => [a.status, a.headers.get('idempotent-replayed')])).toEqual(
      Array(4).fill([201, null]),
    );
    expect(new Set([first, ...answers].map((a) => a.body.run)).size).toBe(5);
    const repeat = await send('POST', '/things', key, 'user-a');
    expect([repeat.body, repeat.headers.get('idempotent-replayed')]).toEqual([first.body, 'true']);
  });
});
