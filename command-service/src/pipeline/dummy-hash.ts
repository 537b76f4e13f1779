import { randomBytes } from 'node:crypto';
import { type PasswordHasher } from './password-hasher.js';

const dummies = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * A hash of a random password no one knows: an unknown email (or an account without a password)
 * is verified against it, so it takes as long as a known one and gets the same answer.
 */
export const dummyHash = (passwords: PasswordHasher): Promise<string> => {
  let hash = dummies.get(passwords);
  if (!hash) {
    hash = passwords.hash(randomBytes(24).toString('base64url'));
    dummies.set(passwords, hash);
  }
  return hash;
};
