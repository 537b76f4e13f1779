import { DomainError } from '@academy/domain';
import type express from 'express';
import { type CommandDeps } from '../pipeline/deps.js';
import { addressKey, checkRateLimit, rateLimitsOf, recordFailure } from '../pipeline/rate-limit.js';

/**
 * A signed-in member confirms a sensitive change with their password (changing it, erasing the
 * account): limited like sign-in, per account and per address, so a session left open cannot be
 * used to guess it. A wrong or missing password is 400 `validation-failed` naming `field`. A
 * member without a password (signed in through an OpenID provider) has nothing to confirm when
 * `passwordless` is 'allowed', and is refused like a wrong password when it is 'refused'.
 */
export const confirmPassword = async (
  deps: CommandDeps,
  req: express.Request,
  confirm: {
    userID: string;
    hash: string | null;
    password: string | undefined;
    field: string;
    message: string;
    passwordless: 'allowed' | 'refused';
  },
): Promise<void> => {
  if (confirm.hash === null && confirm.passwordless === 'allowed') return;
  // An `account:` key counts against the per-account limit.
  const keys = { account: `account:user-${confirm.userID}`, address: addressKey(req) };
  await checkRateLimit(deps.db, 'password-confirm', keys, rateLimitsOf(deps.config), deps.clock());
  const matches =
    confirm.hash !== null &&
    confirm.password !== undefined &&
    (await deps.passwords.verify(confirm.hash, confirm.password));
  if (matches) return;
  await recordFailure(deps.db, 'password-confirm', keys, deps.clock());
  throw new DomainError('validation-failed', `Invalid fields: ${confirm.field}`, [
    { path: confirm.field, message: confirm.message },
  ]);
};
