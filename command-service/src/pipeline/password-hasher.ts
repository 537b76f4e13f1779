import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot read)

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** argon2id with OWASP's minimum settings (19 MiB, 2 passes); runs off the main thread. */
export const argon2idHasher = (): PasswordHasher => ({
  hash: (password) => hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
  verify: async (encoded, password) => {
    try {
      return await verify(encoded, password);
    } catch {
      return false;
    }
  },
});
