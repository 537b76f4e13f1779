import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@academy/domain';
import { argon2idHasher } from './password-hasher.js';

describe('argon2id password hashing', () => {
  const hasher = argon2idHasher();

  it('when a password holds a lone surrogate, then hashing refuses it with validation-failed naming the password', async () => {
    await expect(hasher.hash('correct horse battery \ud800')).rejects.toMatchObject({
      code: 'validation-failed',
      fields: [{ path: 'password' }],
    });
    await expect(hasher.hash('correct horse battery \ud800')).rejects.toBeInstanceOf(DomainError);
  });

  it('when a password is set, then only that password verifies: not U+FFFD nor a lone surrogate in its place', async () => {
    const encoded = await hasher.hash('correct horse battery \ufffd');
    expect(await hasher.verify(encoded, 'correct horse battery \ufffd')).toBe(true);
    for (const other of ['\ud800', '\udfff', '\udc00']) {
      expect(await hasher.verify(encoded, `correct horse battery ${other}`)).toBe(false);
    }
  });
});
