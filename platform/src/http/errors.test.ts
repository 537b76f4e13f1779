import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomainError } from '@academy/domain';
import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
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

describe('the backstop for bad input that only the database caught', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openPglite();
    await db.query('create table short_text (v varchar(2))');
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  const thrownBy = async (sql: string): Promise<unknown> => {
    try {
      await db.query(sql);
    } catch (error) {
      return error;
    }
    throw new Error(`${sql} did not fail`);
  };

  it('when the database refuses a value (a NUL or a lone surrogate in JSON, a bad uuid, a too long string, a number out of range, a bad date), then it is 400 validation-failed, never 500', async () => {
    const refused = [
      await thrownBy(`select '"\\u0000"'::jsonb`),
      await thrownBy(`select '"\\ud800"'::jsonb`),
      await thrownBy(`select 'not-a-uuid'::uuid`),
      await thrownBy(`insert into short_text values ('abcd')`),
      await thrownBy(`select 99999999999::int4`),
      await thrownBy(`select '2026-13-45'::date`),
    ];
    const states = refused.map((error) => (error as { code?: string }).code);
    expect(states).toEqual(['22P05', '22P02', '22P02', '22001', '22003', '22008']);
    for (const error of refused) expect(toDomainError(error).code).toBe('validation-failed');
    expect(toDomainError(withCode('index row size 9000 exceeds btree maximum', '54000')).code).toBe(
      'validation-failed',
    );
  });

  it('when a database error means something else (a constraint, a syntax error), then it stays 500 internal-error', async () => {
    expect(toDomainError(await thrownBy('selec 1')).code).toBe('internal-error');
    expect(toDomainError(withCode('deadlock detected', '40P01')).code).toBe('internal-error');
  });
});
