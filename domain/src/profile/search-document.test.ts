import { describe, expect, it } from '@jest/globals';
import { type ProfileStreamEvent } from './state.js';
import { memberSearchDocument } from './search-document.js';
import { orgID, profileOf, registered, userID } from './test-fixtures.js';

const base: ProfileStreamEvent[] = [
  registered,
  { type: 'HeadlineChanged', data: { userID, headline: 'Analyst' } },
  { type: 'ExpertiseSet', data: { userID, expertise: ['algorithms', 'logic'] } },
  { type: 'AvailabilitySet', data: { userID, availability: ['mentoring'] } },
  {
    type: 'ExperienceSet',
    data: { userID, experience: [{ organizationID: orgID, role: 'A', start: '2001-01', end: null }] },
  },
  {
    type: 'LocationChanged',
    data: { userID, personal: { location: { city: 'London', state: null, country: 'GB' } } },
  },
  { type: 'PhoneChanged', data: { userID, personal: { phone: '+442079460958' } } },
  { type: 'BioChanged', data: { userID, bio: 'secret notes' } },
  {
    type: 'ProfileVisibilityChanged',
    data: { userID, visibility: { expertise: 'members', location: 'private' } },
  },
];

describe('member search document', () => {
  it('when fields have audiences, then each is stored where it may be seen and private ones nowhere', () => {
    const doc = memberSearchDocument(profileOf([...base]), 1_700_000_000);
    expect(doc.listed).toBe(true);
    expect(doc.shared).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      membershipTier: 'member',
      joinedAt: 1_700_000_000,
    });
    expect(doc.public).toEqual({
      headline: 'Analyst',
      availability: ['mentoring'],
      experience: [orgID],
      hasImage: false,
    });
    expect(doc.members).toEqual({ ...doc.public, expertise: ['algorithms', 'logic'] });
    const text = JSON.stringify(doc);
    for (const hidden of ['London', 'GB', '+44', 'secret']) expect(text).not.toContain(hidden);
  });

  it('when the member opted out, then the document is unlisted and holds no field', () => {
    const doc = memberSearchDocument(profileOf([...base, { type: 'RegistryOptedOut', data: { userID } }]), 1);
    expect(doc).toMatchObject({ listed: false, public: {}, members: {} });
  });
});
