import { assertWellFormed, isWellFormedText } from '@academy/domain';
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot read)

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/**
 * argon2id with OWASP's minimum settings (19 MiB, 2 passes); runs off the main thread. argon2 reads
 * a password as UTF-8, where every lone surrogate would be the same U+FFFD: such a password is
 * refused (400) when set, and matches nothing when tried.
 */
export const argon2idHasher = (): PasswordHasher => ({
  hash: async (password) =>
    hash(assertWellFormed(password, 'password'), {
      algorithm: ARGON2ID,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    }),
  verify: async (encoded, password) => {
    if (!isWellFormedText(password)) return false;
    try {
      return await verify(encoded, password);
    } catch {
      return false;
    }
  },
});
