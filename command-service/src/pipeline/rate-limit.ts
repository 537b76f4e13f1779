import { DomainError, normalizeEmail } from '@academy/domain';
import { sha256Hex, type Config, type Migration, type SqlExecutor } from '@academy/platform';
import type express from 'express';

/** Failed attempts: an operational table (never a projection), one row per failure. */
export const rateLimitMigrations: Migration[] = [
  {
    id: 'rate-limits-1',
    sql: `
      create table failed_attempts (
        scope text not null,
        key text not null,
        at timestamptz not null
      );
      create index failed_attempts_key on failed_attempts (scope, key, at);
      create index failed_attempts_at on failed_attempts (at);
    `,
  },
];

export type AttemptScope = 'sign-in' | 'password-reset' | 'password-reset-confirm' | 'password-confirm';

export interface RateLimits {
  account: number;
  address: number;
  windowMs: number;
}

export const rateLimitsOf = (
  config: Pick<Config, 'RATE_LIMIT_ACCOUNT' | 'RATE_LIMIT_ADDRESS' | 'RATE_LIMIT_WINDOW_MINUTES'>,
): RateLimits => ({
  account: config.RATE_LIMIT_ACCOUNT,
  address: config.RATE_LIMIT_ADDRESS,
  windowMs: config.RATE_LIMIT_WINDOW_MINUTES * 60_000,
});

/** Who is trying: the account (an email, known or not, hashed) and the client address. */
export interface AttemptKeys {
  account?: string;
  address: string;
}

export const accountKey = (email: string): string => `account:${sha256Hex(normalizeEmail(email))}`;

export const addressKey = (req: express.Request): string =>
  `address:${(req.ip ?? 'unknown').replace(/^::ffff:/, '')}`;

export const attemptKeys = (req: express.Request, email?: string): AttemptKeys =>
  email === undefined
    ? { address: addressKey(req) }
    : { account: accountKey(email), address: addressKey(req) };

interface CountRow {
  key: string;
  n: number | string;
  oldest: Date | string;
}

/** 429 `rate-limited` with Retry-After when either key has used up its failures in the window. */
export const checkRateLimit = async (
  db: SqlExecutor,
  scope: AttemptScope,
  keys: AttemptKeys,
  limits: RateLimits,
  now: Date,
): Promise<void> => {
  const since = new Date(now.getTime() - limits.windowMs).toISOString();
  const { rows } = await db.query<CountRow>(
    `select key, count(*) as n, min(at) as oldest from failed_attempts
      where scope = $1 and key in ($2, $3) and at > $4 group by key`,
    [scope, keys.account ?? keys.address, keys.address, since],
  );
  for (const row of rows) {
    const limit = row.key.startsWith('account:') ? limits.account : limits.address;
    if (Number(row.n) < limit) continue;
    const retryAfterMs = new Date(row.oldest).getTime() + limits.windowMs - now.getTime();
    throw new DomainError('rate-limited', 'Too many attempts; please wait and try again', undefined, {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    });
  }
};

export const recordFailure = async (
  db: SqlExecutor,
  scope: AttemptScope,
  keys: AttemptKeys,
  now: Date,
): Promise<void> => {
  const at = now.toISOString();
  if (keys.account) {
    await db.query('insert into failed_attempts (scope, key, at) values ($1, $2, $4), ($1, $3, $4)', [
      scope,
      keys.account,
      keys.address,
      at,
    ]);
  } else {
    await db.query('insert into failed_attempts (scope, key, at) values ($1, $2, $3)', [
      scope,
      keys.address,
      at,
    ]);
  }
};

export const purgeOldAttempts = async (db: SqlExecutor, now: Date, windowMs: number): Promise<number> =>
  (
    await db.query('delete from failed_attempts where at <= $1', [
      new Date(now.getTime() - windowMs).toISOString(),
    ])
  ).rowCount;
