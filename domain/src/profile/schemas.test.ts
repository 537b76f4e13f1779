import { describe, expect, it } from '@jest/globals';
import { parseWith } from '../validation/validation.js';
import { DomainError } from '../errors/errors.js';
import { COUNTRY_CODES } from './countries.js';
import { profilePatchSchema } from './schemas.js';
import { orgID } from './test-fixtures.js';

const refusal = (input: unknown): string[] => {
  try {
    parseWith(profilePatchSchema, input);
  } catch (error) {
    if (error instanceof DomainError) return (error.fields ?? []).map((f) => f.path);
    throw error;
  }
  throw new Error('accepted');
};

describe('profile patch schema', () => {
  it('when a field is unknown, then the patch is refused naming it', () => {
    expect(refusal({ nickname: 'x' })).toEqual(['nickname']);
  });

  it('when texts and lists are over their limits, then each is named', () => {
    expect(
      refusal({
        headline: 'x'.repeat(141),
        bio: 'x'.repeat(5001),
        expertise: Array.from({ length: 31 }, (_, i) => `tag ${i}`),
        education: Array.from({ length: 21 }, () => ({ organizationID: orgID, degree: 'BSc', year: 2000 })),
      }).sort(),
    ).toEqual(['bio', 'education', 'expertise', 'headline']);
  });

  it('when months are not YYYY-MM or the end is before the start, then the entry is refused', () => {
    expect(
      refusal({
        experience: [
          { organizationID: orgID, role: 'R', start: '2020-13' },
          { organizationID: orgID, role: 'R', start: '2020-05', end: '2020-04' },
        ],
      }),
    ).toEqual(['experience.0.start', 'experience.1.end']);
  });

  it('when the country is not an ISO 3166-1 alpha-2 code, then the location is refused', () => {
    expect(refusal({ location: { city: 'Atlantis', country: 'XX' } })).toEqual(['location.country']);
    expect(profilePatchSchema.parse({ location: { country: ' de ' } }).location).toEqual({
      city: null,
      state: null,
      country: 'DE',
    });
  });

  it('when a phone is written nationally with a country or internationally, then it is stored as E.164', () => {
    expect(profilePatchSchema.parse({ phone: '+1 (202) 555-0143' }).phone).toBe('+12025550143');
    expect(profilePatchSchema.parse({ phone: '030 1234567', location: { country: 'DE' } }).phone).toBe(
      '+49301234567',
    );
    expect(profilePatchSchema.parse({ phone: '' }).phone).toBeNull();
    expect(refusal({ phone: '12345' })).toEqual(['phone']);
  });

  it('when the phone is made visible to others, then it is refused: only the member and admins see it', () => {
    expect(refusal({ visibility: { phone: 'public' } })).toEqual(['visibility.phone']);
    expect(refusal({ visibility: { names: 'private' } })).toEqual(['names']);
  });

  it('when tags differ only in case and spacing, then they are one tag listed twice and refused', () => {
    expect(refusal({ expertise: ['Machine  Learning', 'machine learning'] })).toEqual(['expertise']);
    expect(profilePatchSchema.parse({ expertise: [' Deep Learning'] }).expertise).toEqual(['deep learning']);
  });

  it('when the country list is read, then it holds the 249 assigned codes', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    expect([...COUNTRY_CODES].every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });
});
