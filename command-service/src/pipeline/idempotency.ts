import { DomainError } from '@academy/domain';
import { contextOf, rawBodyOf, sendError, sha256Hex, type Logger, type SqlClient } from '@academy/platform';
import type express from 'express';
import { settlement, type KeptAnswer } from './claim-settlement.js';
import { ClaimLeases, STALE_AFTER_MS } from './claim-leases.js';
import { KEPT_HOURS } from './idempotency-keys.js';

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const WAIT_FOR_FIRST_MS = 30_000;
const scopeKey = Symbol('academy.idempotency-scope');

/** What the idempotency layer leaves on a request that carries a key it claimed. */
interface ClaimOnRequest {
  scope: string;
  takeover: boolean;
  /** Keeps a 2xx answer (or lets go of the key); only the first call counts. */
  settle(answer: KeptAnswer | 'let-go'): Promise<void>;
}

type WithScope = express.Request & { [scopeKey]?: ClaimOnRequest };

/** `METHOD path actor|key` when the request carries an Idempotency-Key, else undefined. */
export const idempotencyScopeOf = (req: express.Request): string | undefined =>
  (req as WithScope)[scopeKey]?.scope;

/** Whether this request runs a key whose first attempt's process died (its claim went stale). */
export const idempotencyTakeoverOf = (req: express.Request): boolean =>
  (req as WithScope)[scopeKey]?.takeover ?? false;

/**
 * The answer of a command with a claimed key, before it is sent: a 2xx is kept for the key's
 * repeats, anything else lets go of the key. Resolves once that is done (or given up on: it never
 * throws); without a key, at once.
 */
export const settleIdempotentAnswer = (req: express.Request, answer: KeptAnswer | 'let-go'): Promise<void> =>
  (req as WithScope)[scopeKey]?.settle(answer) ?? Promise.resolve();

/** After the routes: a refused or failed command lets go of its key before the error is answered. */
export const letGoOnError: express.ErrorRequestHandler = (error: unknown, req, _res, next) => {
  void settleIdempotentAnswer(req, 'let-go').then(() => next(error));
};

export interface IdempotencyOptions {
  /** A claim whose heartbeat is older than this is taken over by a waiting repeat (15 s). */
  staleAfterMs?: number;
  /** How long a repeat waits for a first attempt still running before 503 (30 s). */
  waitForFirstMs?: number;
  /** How often the process running a claim renews its heartbeat (5 s). */
  heartbeatMs?: number;
  /** Where a takeover is told (at warn: a process died with the claim). */
  logger?: Logger;
}

interface Claiming {
  db: SqlClient;
  leases: ClaimLeases;
  staleAfterMs: number;
  waitForFirstMs: number;
}

interface KeyRow {
  request_hash: string;
  status: number | null;
  body: unknown;
  stale: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Idempotency-Key on commands: a repeat answers the first 2xx exactly (with
 * `Idempotent-Replayed: true`), a parallel repeat waits for the first, the same key with another
 * body is refused with 422; 4xx and 5xx answers are not kept. Kept 24 hours. A repeat that finds
 * the first attempt's claim stale (its process died: no heartbeat for 15 s) takes it over and
 * runs the command itself, as a takeover (handle-command.ts finds what the first attempt wrote).
 */
export const idempotency = (db: SqlClient, options: IdempotencyOptions = {}): express.RequestHandler => {
  const claiming: Claiming = {
    db,
    leases: new ClaimLeases(db, options.heartbeatMs),
    staleAfterMs: options.staleAfterMs ?? STALE_AFTER_MS,
    waitForFirstMs: options.waitForFirstMs ?? WAIT_FOR_FIRST_MS,
  };
  return (req, res, next) => {
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
    void claim(claiming, scope, key, requestHash).then(
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
        if (outcome.kind === 'takeover') {
          options.logger?.warn('idempotency: a stale claim taken over (its process stopped beating)', {
            method: req.method,
            path: `${req.baseUrl}${req.path}`,
          });
        }
        const settle = settlement(claiming.db, claiming.leases, claiming.leases.hold(scope, key));
        // Ids derive from the request too: a key reused (after 24 h) for another request gets new ids.
        (req as WithScope)[scopeKey] = {
          scope: `${scope}|${key}|${requestHash}`,
          takeover: outcome.kind === 'takeover',
          settle,
        };
        // An answer sent past answerCommand (and the error layer) is not kept: the key is let go of.
        res.once('finish', () => void settle('let-go'));
        next();
      },
      (error: unknown) => next(error),
    );
  };
};

type Claim =
  | { kind: 'first' }
  | { kind: 'takeover' }
  | { kind: 'reused' }
  | { kind: 'replay'; status: number; body: unknown };

const claim = async (
  { db, leases, staleAfterMs, waitForFirstMs }: Claiming,
  scope: string,
  key: string,
  requestHash: string,
): Promise<Claim> => {
  const deadline = Date.now() + waitForFirstMs;
  for (;;) {
    // One statement: a new key, or one older than 24 hours, is taken afresh.
    const inserted = await db.query(
      `insert into idempotency_keys (scope, key, request_hash, owner) values ($1, $2, $3, $4)
         on conflict (scope, key) do update
           set request_hash = excluded.request_hash, status = null, body = null, created_at = now(),
               owner = excluded.owner, heartbeat_at = now()
           where idempotency_keys.created_at < now() - interval '${KEPT_HOURS} hours'
         returning key`,
      [scope, key, requestHash, leases.owner],
    );
    if (inserted.rowCount > 0) return { kind: 'first' };
    const { rows } = await db.query<KeyRow>(
      `select request_hash, status, body, heartbeat_at < now() - $3::int * interval '1 millisecond' as stale
         from idempotency_keys where scope = $1 and key = $2`,
      [scope, key, staleAfterMs],
    );
    const row = rows[0];
    if (!row) continue; // the first attempt failed and let go of the key
    if (row.request_hash !== requestHash) return { kind: 'reused' };
    if (row.status !== null) return { kind: 'replay', status: row.status, body: row.body };
    // The first attempt's process died: one waiter takes the claim over (the heartbeat still stale).
    if (row.stale) {
      const taken = await db.query(
        `update idempotency_keys set owner = $3, heartbeat_at = now()
          where scope = $1 and key = $2 and status is null
            and heartbeat_at < now() - $4::int * interval '1 millisecond'
          returning key`,
        [scope, key, leases.owner, staleAfterMs],
      );
      if (taken.rowCount > 0) return { kind: 'takeover' };
    }
    if (Date.now() > deadline)
      throw new DomainError(
        'service-unavailable',
        'The first request with this Idempotency-Key is still running',
      );
    await sleep(25);
  }
};
