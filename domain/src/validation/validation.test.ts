import { describe, expect, it } from '@jest/globals';
import { signUpSchema } from '../user/schemas.js';
import { DomainError } from '../errors/errors.js';
import { parseWith } from './validation.js';

const refusal = (input: unknown): DomainError => {
  try {
    parseWith(signUpSchema, input);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('accepted');
};

describe('parseWith', () => {
  it('when the input is valid, then it answers the parsed value (trimmed where the schema trims)', () => {
    expect(
      parseWith(signUpSchema, {
        email: ' a@example.org ',
        password: 'long enough pass',
        firstName: ' Ada ',
        lastName: 'L',
      }),
    ).toEqual({
      email: 'a@example.org',
      password: 'long enough pass',
      firstName: 'Ada',
      lastName: 'L',
    });
  });

  it('when fields are wrong, then it is a validation-failed refusal naming each field in the message and in fields', () => {
    const error = refusal({ email: 'nope', password: 'short', firstName: 'A', lastName: 'B' });
    expect(error.code).toBe('validation-failed');
    expect(error.message).toBe('Invalid fields: email, password');
    expect(error.fields).toEqual([
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'password', message: 'Password must be at least 12 characters' },
    ]);
  });

  it('when there are unknown fields, then each unknown key is named', () => {
    const error = refusal({
      email: 'a@example.org',
      password: 'long enough pass',
      firstName: 'A',
      lastName: 'B',
      role: 'admin',
      x: 1,
    });
    expect(error.fields).toEqual([{ path: 'role,x', message: 'Unknown field: role, x' }]);
  });

  it('when the input is not an object, then the body itself is named', () => {
    expect(refusal([1, 2]).fields?.map((f) => f.path)).toEqual(['(body)']);
    expect(refusal(undefined).fields?.map((f) => f.path)).toEqual(['(body)']);
  });
});
