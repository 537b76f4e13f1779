import { describe, expect, it } from '@jest/globals';
import { registryMemberSearchSchema } from './member-search.js';

const orgID = '44444444-4444-4444-8444-444444444444';

describe('registry member search parameters', () => {
  it('when filters are repeated keys, then each is a list; defaults fill the rest', () => {
    expect(
      registryMemberSearchSchema.parse({
        availability: ['mentoring', 'speaking'],
        experience: orgID,
        location: ['{"country":"de"}', '{"city":"Paris","country":"FR"}'],
      }),
    ).toEqual({
      query: '',
      availability: ['mentoring', 'speaking'],
      expertise: [],
      membershipTier: [],
      experience: [orgID],
      education: [],
      location: [{ country: 'de' }, { city: 'Paris', country: 'FR' }],
      page: 1,
      limit: 20,
    });
  });

  it('when values are wrong, then each bad field is named', () => {
    const result = registryMemberSearchSchema.safeParse({
      availability: 'napping',
      location: ['{"planet":"mars"}', 'not json', '{}'],
      sort: 'random',
      limit: '101',
      experience: 'x',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'availability.0',
        'location.0',
        'location.1',
        'location.2',
        'sort',
        'limit',
        'experience.0',
      ]),
    );
  });
});
