import { describe, expect, it } from '@jest/globals';
import { DomainError, parseWith, signUpSchema } from '@academy/domain';
import { errorBody, statusOf } from './error-status.js';

const refusal = (input: unknown): DomainError => {
  try {
    parseWith(signUpSchema, input);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('accepted');
};

describe('the wire form of refusals', () => {
  it('when bad input is sent, then it is a 400 and the body is { error, error_msg, fields } and nothing else', () => {
    const error = refusal({});
    expect(statusOf(error)).toBe(400);
    expect(Object.keys(errorBody(error))).toEqual(['error', 'error_msg', 'fields']);
  });

  it('when a refusal carries data, then the body carries it; the codes map to the statuses of the error table', () => {
    const notSignedIn = new DomainError('not-signed-in', 'Bad Session', undefined, { data: { page: 1 } });
    expect([statusOf(notSignedIn), errorBody(notSignedIn)]).toEqual([
      401,
      { error: 'not-signed-in', error_msg: 'Bad Session', data: { page: 1 } },
    ]);
    expect(
      (['forbidden', 'not-found', 'email-taken', 'idempotency-key-reused', 'rate-limited'] as const).map(
        (code) => statusOf(new DomainError(code, 'x')),
      ),
    ).toEqual([403, 404, 409, 422, 429]);
  });

  it('when a name claim is refused, then it is a 409 whose body carries the holder; the other codes of the Registry, the Journal and membership map to theirs', () => {
    const taken = new DomainError('organization-name-taken', 'taken', undefined, { data: { id: 'org-1' } });
    expect([statusOf(taken), errorBody(taken)]).toMatchObject([
      409,
      { error: 'organization-name-taken', data: { id: 'org-1' } },
    ]);
    expect(
      (
        [
          'expertise-tag-exists',
          'removal-note',
          'invalid-transition',
          'unknown-tier',
          'invalid-signature',
        ] as const
      ).map((code) => statusOf(new DomainError(code, 'x'))),
    ).toEqual([409, 409, 409, 400, 400]);
  });
});
