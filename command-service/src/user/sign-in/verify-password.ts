import { DomainError, type SignInInput } from '@academy/domain';
import { type WriteSideAccess } from '@academy/platform';
import type express from 'express';
import { userIdByEmail } from '../../email-claim/email-owner.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { dummyHash } from '../../pipeline/dummy-hash.js';
import { accountKey, addressKey, rateLimitsOf } from '../../pipeline/rate-limit.js';
import {
  checkSignInLimits,
  clearPairFailures,
  recordSignInFailure,
  signInKeys,
} from '../../pipeline/sign-in-limits.js';

export type PasswordCheck = { kind: 'ok'; userID: string } | { kind: 'banned'; reason: string };

const invalid = () => new DomainError('invalid-credentials', 'The email or password is incorrect');

const passwordOf = async (access: WriteSideAccess, userID: string | undefined) => {
  if (userID === undefined) return undefined;
  const { state } = await access.user(userID);
  return state.status === 'none' ? undefined : state;
};

/**
 * Checks an email and password: limited per address, per (address, account) pair and by the
 * account's growing delay (`pipeline/sign-in-limits.ts`), one argon2 verification
 * whether the email is known or not, the same 401 for an unknown email and a wrong password.
 * A banned user with the right password learns the ban's reason (and gets no session).
 */
export const verifyPassword = async (
  deps: CommandDeps,
  req: express.Request,
  input: SignInInput,
): Promise<PasswordCheck> => {
  const keys = signInKeys(addressKey(req), accountKey(input.email));
  await checkSignInLimits(deps.db, 'sign-in', keys, rateLimitsOf(deps.config), deps.clock());
  const user = await passwordOf(deps.access, await userIdByEmail(deps.store, input.email));
  const hash = user?.passwordHash ?? (await dummyHash(deps.passwords));
  const matches = await deps.passwords.verify(hash, input.password);
  if (!user || user.passwordHash === null || !matches) {
    await recordSignInFailure(deps.db, 'sign-in', keys, deps.clock());
    throw invalid();
  }
  await clearPairFailures(deps.db, 'sign-in', keys);
  if (user.status === 'banned') return { kind: 'banned', reason: user.banReason ?? 'Your account is banned' };
  return { kind: 'ok', userID: user.userID };
};
