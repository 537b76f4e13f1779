import { describe, expect, it } from '@jest/globals';
import { auditValueText } from './audit-value';

const tierName = (id: string) => ({ associate: 'Associate' })[id] ?? id;

describe('audit values', () => {
  it('when a value is an instant, then it reads as a date and a time in UTC', () => {
    expect(auditValueText('removalDate', '2024-03-09T16:00:00.000Z', tierName)).toBe(
      '9 March 2024 at 16:00 UTC',
    );
  });

  it('when a tier field holds a tier id, then it reads as the tier’s name; other values as they are', () => {
    expect(auditValueText('tier', 'associate', tierName)).toBe('Associate');
    expect(auditValueText('status', 'associate', tierName)).toBe('associate');
    expect(auditValueText('tier', null, tierName)).toBe('–');
  });

  it('when a field holds a country code, then it reads as the country’s name', () => {
    expect(auditValueText('address.country', 'GB', tierName)).toBe('United Kingdom');
    expect(auditValueText('location.country', 'FR', tierName)).toBe('France');
  });
});
