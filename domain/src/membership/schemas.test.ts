import { describe, expect, it } from '@jest/globals';
import { parseWith } from '../validation/validation.js';
import { DomainError } from '../errors/errors.js';
import { freeOrderRequestSchema } from '../order/schemas.js';
import {
  cancelMembershipRequestSchema,
  checkoutRequestSchema,
  withdrawCancellationRequestSchema,
} from './schemas.js';

const fieldsOf = (schema: Parameters<typeof parseWith>[0], input: unknown): string[] => {
  try {
    parseWith(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).fields!.map((f) => f.path);
  }
  return [];
};

const userID = '11111111-1111-4111-8111-111111111111';

describe('membership request bodies', () => {
  it('when a checkout names a tier, then it is accepted; a missing or malformed tier is named', () => {
    expect(parseWith(checkoutRequestSchema, { membershipTier: 'member' })).toEqual({
      membershipTier: 'member',
    });
    expect(fieldsOf(checkoutRequestSchema, {})).toEqual(['membershipTier']);
    expect(fieldsOf(checkoutRequestSchema, { membershipTier: 'Member!' })).toEqual(['membershipTier']);
    expect(fieldsOf(checkoutRequestSchema, { membershipTier: 'member', price: 0 })).toEqual(['price']);
  });

  it('when a free order has months 1 to 36 or null and a reason, then it is accepted', () => {
    const ok = { userID, membershipTier: 'fellow', months: null, reason: ' Honorary ' };
    expect(parseWith(freeOrderRequestSchema, ok)).toEqual({ ...ok, reason: 'Honorary' });
    expect(parseWith(freeOrderRequestSchema, { ...ok, months: 36 }).months).toBe(36);
  });

  it('when a free order has wrong months, no reason or a bad user id, then each field is named', () => {
    const ok = { userID, membershipTier: 'fellow', months: 12, reason: 'Prize' };
    expect(fieldsOf(freeOrderRequestSchema, { ...ok, months: 0 })).toEqual(['months']);
    expect(fieldsOf(freeOrderRequestSchema, { ...ok, months: 37 })).toEqual(['months']);
    expect(fieldsOf(freeOrderRequestSchema, { ...ok, months: 1.5 })).toEqual(['months']);
    const { months: _m, ...withoutMonths } = ok;
    expect(fieldsOf(freeOrderRequestSchema, withoutMonths)).toEqual(['months']);
    expect(fieldsOf(freeOrderRequestSchema, { ...ok, reason: '   ' })).toEqual(['reason']);
    expect(fieldsOf(freeOrderRequestSchema, { ...ok, userID: 'nobody' })).toEqual(['userID']);
  });

  it('when a member cancels or withdraws, then only the optional reason is accepted', () => {
    expect(parseWith(cancelMembershipRequestSchema, {})).toEqual({});
    expect(fieldsOf(cancelMembershipRequestSchema, { reason: 'x'.repeat(501) })).toEqual(['reason']);
    expect(fieldsOf(withdrawCancellationRequestSchema, { now: true })).toEqual(['now']);
  });
});
