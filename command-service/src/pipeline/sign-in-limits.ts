import { DomainError } from '@academy/domain';
import { sha256Hex, type SqlExecutor } from '@academy/platform';
import { type AttemptScope, type RateLimits } from './rate-limit.js';

/**
 * Sign-in limits that a stranger cannot turn into a lock-out (docs/security.md#rate-limits):
 * - per client address (`address:`): `limits.address` failures per window, whatever the accounts;
 * - per (address, account) pair (`pair:`): `limits.account` failures per window;
 * - per account (`account:`), from every address together: once it reaches `limits.account`
 *   failures in the window, an address that has already failed on it must wait a delay that
 *   doubles with each further failure (1 s, 2 s, 4 s, … up to the window) after its last failure.
 *   An address that never failed on the account is not delayed, so the right password from
 *   a new address still signs in.
 */
export interface SignInKeys {
  address: string;
  account: string;
  pair: string;
}

/** A pair's key starts with its account's, so a reset can forgive every address's failures on it. */
const pairPrefix = (account: string): string => `pair:${sha256Hex(account)}:`;

export const signInKeys = (address: string, account: string): SignInKeys => ({
  address,
  account,
  pair: `${pairPrefix(account)}${sha256Hex(`${address}|${account}`)}`,
});

/** The wait an address that failed on the account must keep after its last failure. */
export const accountDelayMs = (accountFailures: number, limits: RateLimits): number => {
  if (accountFailures < limits.account) return 0;
  const doublings = Math.min(accountFailures - limits.account, 30);
  return Math.min(1000 * 2 ** doublings, limits.windowMs);
};

interface CountRow {
  key: string;
  n: number | string;
  oldest: Date | string;
  latest: Date | string;
}

const limited = (retryAfterMs: number) =>
  new DomainError('rate-limited', 'Too many attempts; please wait and try again', undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/** 429 `rate-limited` with Retry-After when the address, the pair or the account's delay says wait. */
export const checkSignInLimits = async (
  db: SqlExecutor,
  scope: AttemptScope,
  keys: SignInKeys,
  limits: RateLimits,
  now: Date,
): Promise<void> => {
  const since = new Date(now.getTime() - limits.windowMs).toISOString();
  const { rows } = await db.query<CountRow>(
    `select key, count(*) as n, min(at) as oldest, max(at) as latest from failed_attempts
      where scope = $1 and key in ($2, $3, $4) and at > $5 group by key`,
    [scope, keys.address, keys.pair, keys.account, since],
  );
  const row = (key: string) => rows.find((r) => r.key === key);
  const windowEnd = (r: CountRow) => new Date(r.oldest).getTime() + limits.windowMs - now.getTime();
  const address = row(keys.address);
  if (address && Number(address.n) >= limits.address) throw limited(windowEnd(address));
  const pair = row(keys.pair);
  if (!pair) return;
  if (Number(pair.n) >= limits.account) throw limited(windowEnd(pair));
  const delay = accountDelayMs(Number(row(keys.account)?.n ?? 0), limits);
  const waited = now.getTime() - new Date(pair.latest).getTime();
  if (waited < delay) throw limited(delay - waited);
};

export const recordSignInFailure = async (
  db: SqlExecutor,
  scope: AttemptScope,
  keys: SignInKeys,
  now: Date,
): Promise<void> => {
  await db.query(
    'insert into failed_attempts (scope, key, at) values ($1, $2, $5), ($1, $3, $5), ($1, $4, $5)',
    [scope, keys.address, keys.pair, keys.account, now.toISOString()],
  );
};

/** The right password forgives this address's failures on the account (the account's count stays). */
export const clearPairFailures = async (
  db: SqlExecutor,
  scope: AttemptScope,
  keys: SignInKeys,
): Promise<void> => {
  await db.query('delete from failed_attempts where scope = $1 and key = $2', [scope, keys.pair]);
};

/** A completed password reset forgives every failure on the account, from every address. */
export const clearAllAccountFailures = async (db: SqlExecutor, account: string): Promise<void> => {
  await db.query(
    "delete from failed_attempts where scope = 'sign-in' and (key = $1 or starts_with(key, $2))",
    [account, pairPrefix(account)],
  );
};
