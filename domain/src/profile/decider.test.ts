import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { profileDecider, foldProfile } from './decider.js';
import { type ProfileStreamEvent } from './state.js';
import { profilePatchSchema } from './schemas.js';
import { orgID, registered, userID } from './test-fixtures.js';

const given = deciderSpec(profileDecider);
const patch = (input: unknown) => ({
  type: 'UpdateProfile' as const,
  patch: profilePatchSchema.parse(input),
});
const image = { key: 'a'.repeat(64), contentType: 'image/webp', width: 512, height: 384, bytes: 20_000 };

describe('profile decider', () => {
  it('when a patch changes several fields, then one event per change holds only what changed', () => {
    given([registered])
      .when(
        patch({
          firstName: 'Ada',
          lastName: 'King',
          headline: 'Analyst',
          expertise: ['Machine Learning'],
          availability: ['mentoring'],
          experience: [{ organizationID: orgID, role: 'Analyst', start: '1842-01' }],
          location: { city: 'London', country: 'gb' },
          phone: '+44 20 7946 0958',
          visibility: { bio: 'members', phone: 'private' },
        }),
      )
      .then([
        { type: 'ProfileNamesChanged', data: { userID, personal: { lastName: 'King' } } },
        { type: 'HeadlineChanged', data: { userID, headline: 'Analyst' } },
        { type: 'ExpertiseSet', data: { userID, expertise: ['machine learning'] } },
        { type: 'AvailabilitySet', data: { userID, availability: ['mentoring'] } },
        {
          type: 'ExperienceSet',
          data: {
            userID,
            experience: [{ organizationID: orgID, role: 'Analyst', start: '1842-01', end: null }],
          },
        },
        {
          type: 'LocationChanged',
          data: { userID, personal: { location: { city: 'London', state: null, country: 'GB' } } },
        },
        { type: 'PhoneChanged', data: { userID, personal: { phone: '+442079460958' } } },
        { type: 'ProfileVisibilityChanged', data: { userID, visibility: { bio: 'members' } } },
      ]);
  });

  it('when a patch repeats what the profile holds, then nothing is appended', () => {
    const history: ProfileStreamEvent[] = [
      registered,
      { type: 'HeadlineChanged', data: { userID, headline: 'Analyst' } },
      { type: 'ExpertiseSet', data: { userID, expertise: ['algebra'] } },
    ];
    given(history)
      .when(
        patch({
          firstName: 'Ada',
          headline: ' Analyst ',
          expertise: ['algebra'],
          visibility: { bio: 'public' },
        }),
      )
      .then([]);
  });

  it('when a text is cleared with an empty string, then it changes to null', () => {
    given([registered, { type: 'BioChanged', data: { userID, bio: '# Hello' } }])
      .when(patch({ bio: '  ', headline: '' }))
      .then([{ type: 'BioChanged', data: { userID, bio: null } }]);
  });

  it('when a member leaves the Registry and comes back, then RegistryOptedOut then RegistryOptedIn', () => {
    given([registered])
      .when(patch({ registryListed: false }))
      .then([{ type: 'RegistryOptedOut', data: { userID } }]);
    given([registered, { type: 'RegistryOptedOut', data: { userID } }])
      .when(patch({ registryListed: true }))
      .then([{ type: 'RegistryOptedIn', data: { userID } }]);
    given([registered])
      .when(patch({ registryListed: true }))
      .then([]);
  });

  it('when an image is set, replaced by the same one, and removed, then only the changes are events', () => {
    given([registered])
      .when({ type: 'SetProfileImage', image })
      .then([{ type: 'ProfileImageSet', data: { userID, image } }]);
    given([registered, { type: 'ProfileImageSet', data: { userID, image } }])
      .when({ type: 'SetProfileImage', image })
      .then([]);
    given([registered, { type: 'ProfileImageSet', data: { userID, image } }])
      .when({ type: 'RemoveProfileImage' })
      .then([{ type: 'ProfileImageRemoved', data: { userID } }]);
    given([registered]).when({ type: 'RemoveProfileImage' }).then([]);
  });

  it('when the user does not exist, then it is not found', () => {
    given([])
      .when(patch({ headline: 'x' }))
      .thenThrows('not-found');
  });

  it('when the stream holds a ban and profile events, then the fold reflects them all', () => {
    const state = foldProfile([
      registered,
      { type: 'ProfileNamesChanged', data: { userID, personal: { firstName: 'Augusta' } } },
      { type: 'ProfileVisibilityChanged', data: { userID, visibility: { location: 'private' } } },
      { type: 'UserBanned', data: { userID, reason: 'Spam', by: 'admin' } },
    ]);
    expect(state).toMatchObject({
      status: 'banned',
      firstName: 'Augusta',
      lastName: 'Lovelace',
      visibility: { location: 'private', headline: 'public', phone: 'private' },
    });
  });
});
