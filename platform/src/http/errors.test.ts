import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@academy/domain';
import { toDomainError } from './errors.js';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('mapping what was thrown to the error table', () => {
  it('when the database cannot be reached, restarts or its disk is full, then it is 503 service-unavailable with a Retry-After', () => {
    const thrown = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('server closed the connection unexpectedly', '08006'),
      new Error('Connection terminated unexpectedly'),
      withCode('could not extend file: No space left on device', '53100'),
      withCode('ENOSPC: no space left on device, write', 'ENOSPC'),
    ];
    for (const error of thrown) {
      const mapped = toDomainError(error);
      expect([mapped.code, mapped.retryAfterSeconds]).toEqual(['service-unavailable', 5]);
    }
  });

  it('when anything else goes wrong, then it is 500 internal-error, and a refusal stays itself', () => {
    expect(toDomainError(withCode('duplicate key value violates unique constraint', '23505')).code).toBe(
      'internal-error',
    );
    expect(toDomainError(new TypeError('x is undefined')).code).toBe('internal-error');
    const refusal = new DomainError('forbidden', 'No');
    expect(toDomainError(refusal)).toBe(refusal);
  });
});
