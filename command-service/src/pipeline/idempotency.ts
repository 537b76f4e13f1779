import { DomainError } from '@academy/domain';
import {
  contextOf,
  rawBodyOf,
  sendError,
  sha256Hex,
  type Migration,
  type SqlClient,
} from '@academy/platform';
import type express from 'express';

export const idempotencyMigrations: Migration[] = [
  {
    id: 'idempotency-1',
    sql: `
      create table idempotency_keys (
        scope text not null,
        key text not null,
        request_hash text not null,
        status integer,
        body jsonb,
        created_at timestamptz not null default now(),
        primary key (scope, key)
      );
      create index idempotency_keys_created on idempotency_keys (created_at);
    `,
  },
];

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const KEPT_HOURS = 24;
const WAIT_FOR_FIRST_MS = 30_000;
const scopeKey = Symbol('academy.idempotency-scope');

type WithScope = express.Request & { [scopeKey]?: string };

/** `METHOD path actor|key` when the request carries an Idempotency-Key, else undefined. */
export const idempotencyScopeOf = (req: express.Request): string | undefined => (req as WithScope)[scopeKey];

interface KeyRow {
  request_hash: string;
  status: number | null;
  body: unknown;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Idempotency-Key on commands: a repeat answers the first 2xx exactly (with
 * `Idempotent-Replayed: true`), a parallel repeat waits for the first, the same key with another
 * body is refused with 422; 4xx and 5xx answers are not kept. Kept 24 hours.
 */
export const idempotency =
  (db: SqlClient): express.RequestHandler =>
  (req, res, next) => {
    const key = req.get('idempotency-key');
    if (key === undefined || !['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method)) return next();
    if (!KEY_PATTERN.test(key)) {
      return sendError(
        res,
        new DomainError('validation-failed', 'Idempotency-Key must be 1 to 255 printable characters', [
          { path: 'Idempotency-Key', message: 'Must be 1 to 255 printable characters' },
        ]),
      );
    }
    const scope = `${req.method} ${req.baseUrl}${req.path} ${contextOf(req).actor ?? '-'}`;
    const requestHash = sha256Hex(rawBodyOf(req) ?? Buffer.alloc(0));
    void claim(db, scope, key, requestHash).then(
      (outcome) => {
        if (outcome.kind === 'reused') {
          return sendError(
            res,
            new DomainError(
              'idempotency-key-reused',
              'This Idempotency-Key was already used with a different request',
            ),
          );
        }
        if (outcome.kind === 'replay') {
          res.set('Idempotent-Replayed', 'true');
          return res.status(outcome.status).json(outcome.body);
        }
        // Ids derive from the request too: a key reused (after 24 h) for another request gets new ids.
        (req as WithScope)[scopeKey] = `${scope}|${key}|${requestHash}`;
        recordAnswer(db, res, scope, key);
        next();
      },
      (error: unknown) => next(error),
    );
  };

type Claim = { kind: 'first' } | { kind: 'reused' } | { kind: 'replay'; status: number; body: unknown };

const claim = async (db: SqlClient, scope: string, key: string, requestHash: string): Promise<Claim> => {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    // One statement: a new key, or one older than 24 hours, is taken afresh.
    const inserted = await db.query(
      `insert into idempotency_keys (scope, key, request_hash) values ($1, $2, $3)
         on conflict (scope, key) do update
           set request_hash = excluded.request_hash, status = null, body = null, created_at = now()
           where idempotency_keys.created_at < now() - interval '${KEPT_HOURS} hours'
         returning key`,
      [scope, key, requestHash],
    );
    if (inserted.rowCount > 0) return { kind: 'first' };
    const { rows } = await db.query<KeyRow>(
      'select request_hash, status, body from idempotency_keys where scope = $1 and key = $2',
      [scope, key],
    );
    const row = rows[0];
    if (!row) continue; // the first attempt failed and let go of the key
    if (row.request_hash !== requestHash) return { kind: 'reused' };
    if (row.status !== null) return { kind: 'replay', status: row.status, body: row.body };
    if (Date.now() > deadline)
      throw new DomainError(
        'service-unavailable',
        'The first request with this Idempotency-Key is still running',
      );
    await sleep(25);
  }
};

/** How long a write about a key is tried again while the database is out of reach. */
const SETTLE_FOR_MS = 120_000;

/**
 * Runs `write` until it succeeds, trying again with a growing pause for up to two minutes: when the
 * database is out of reach as the answer goes out, the key must still be let go of (or its answer
 * kept) once it is back, or every retry with the key would wait for a first attempt long over.
 */
const settle = (
  write: () => Promise<unknown>,
  pauseMs = 250,
  deadline = Date.now() + SETTLE_FOR_MS,
): Promise<void> =>
  write().then(
    () => undefined,
    () => {
      if (Date.now() > deadline) return;
      const next = Math.min(5_000, pauseMs * 2);
      setTimeout(() => void settle(write, next, deadline), pauseMs).unref();
    },
  );

/** Keeps a 2xx answer before it is sent; lets go of the key for any other answer. */
const recordAnswer = (db: SqlClient, res: express.Response, scope: string, key: string): void => {
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    const status = res.statusCode;
    const write = ok
      ? () =>
          db.query(
            'update idempotency_keys set status = $3, body = $4::jsonb where scope = $1 and key = $2',
            [scope, key, status, JSON.stringify(body ?? null)],
          )
      : () => db.query('delete from idempotency_keys where scope = $1 and key = $2', [scope, key]);
    // The answer waits for the first try only; a failed one goes on in the background.
    void write().then(
      () => send(body),
      () => {
        send(body);
        setTimeout(() => void settle(write), 250).unref();
      },
    );
    return res;
  };
};

export const purgeExpiredIdempotencyKeys = async (db: SqlClient): Promise<number> => {
  const { rowCount } = await db.query(
    `delete from idempotency_keys where created_at < now() - interval '${KEPT_HOURS} hours'`,
  );
  return rowCount;
};
