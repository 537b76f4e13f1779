import { describe, expect, it } from '@jest/globals';
import { profileFor, mayViewField, type Viewer } from './privacy.js';
import { type ProfileStreamEvent } from './state.js';
import { otherID, profileOf, registered, userID } from './test-fixtures.js';

const visitor: Viewer = { kind: 'visitor' };
const member: Viewer = { kind: 'member', userID: otherID };
const owner: Viewer = { kind: 'member', userID };
const admin: Viewer = { kind: 'admin', userID: otherID };

const profile = (...more: ProfileStreamEvent[]) =>
  profileOf([
    registered,
    { type: 'HeadlineChanged', data: { userID, headline: 'Analyst' } },
    { type: 'BioChanged', data: { userID, bio: 'Notes on the engine' } },
    { type: 'PhoneChanged', data: { userID, personal: { phone: '+442079460958' } } },
    { type: 'ExpertiseSet', data: { userID, expertise: ['algorithms'] } },
    {
      type: 'ProfileVisibilityChanged',
      data: { userID, visibility: { bio: 'members', expertise: 'private' } },
    },
    ...more,
  ]);

describe('profile privacy', () => {
  it('when a visitor looks, then only public fields and the names are there', () => {
    const view = profileFor(profile(), visitor)!;
    expect(view).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', headline: 'Analyst' });
    expect(view).not.toHaveProperty('bio');
    expect(view).not.toHaveProperty('phone');
    expect(view).not.toHaveProperty('expertise');
    expect(view).not.toHaveProperty('visibility');
  });

  it('when a signed-in member looks, then members fields appear too, private ones do not', () => {
    const view = profileFor(profile(), member)!;
    expect(view.bio).toBe('Notes on the engine');
    expect(view).not.toHaveProperty('phone');
    expect(view).not.toHaveProperty('expertise');
  });

  it('when the owner or an admin looks, then every field and its visibility are there', () => {
    for (const viewer of [owner, admin]) {
      const view = profileFor(profile(), viewer)!;
      expect(view).toMatchObject({ phone: '+442079460958', expertise: ['algorithms'], registryListed: true });
      expect(view.visibility).toMatchObject({ bio: 'members', expertise: 'private', phone: 'private' });
    }
  });

  it('when the member left the Registry or is banned, then others get nothing and the owner and admins all', () => {
    const optedOut = profile({ type: 'RegistryOptedOut', data: { userID } });
    const banned = profile({ type: 'UserBanned', data: { userID, reason: 'Spam', by: otherID } });
    for (const hidden of [optedOut, banned]) {
      expect(profileFor(hidden, visitor)).toBeNull();
      expect(profileFor(hidden, member)).toBeNull();
      expect(profileFor(hidden, owner)).not.toBeNull();
      expect(profileFor(hidden, admin)).not.toBeNull();
      expect(mayViewField(hidden, visitor, 'image')).toBe(false);
    }
  });

  it('when there is no such member, then nobody sees a profile', () => {
    expect(profileFor({ status: 'none' }, admin)).toBeNull();
  });
});
