import { describe, expect, it } from '@jest/globals';
import { auditFieldLabel } from './audit-field-labels';

describe('audit field labels', () => {
  it('when the state view names fields, then they read as labels, never as raw keys', () => {
    expect(auditFieldLabel('firstName')).toBe('First name');
    expect(auditFieldLabel('tier')).toBe('Membership tier');
    expect(auditFieldLabel('periodEnd')).toBe('Period end');
    expect(auditFieldLabel('address.postalCode')).toBe('Address: Postal code');
    expect(auditFieldLabel('address.line1')).toBe('Address: Address line 1');
    expect(auditFieldLabel('registryListed')).toBe('Listed in the Registry');
  });
});
