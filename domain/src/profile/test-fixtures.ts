import { type UserEvent } from '../user/events.js';
import { foldProfile } from './decider.js';
import { type Profile, type ProfileStreamEvent } from './state.js';

export const userID = '11111111-1111-4111-8111-111111111111';
export const otherID = '33333333-3333-4333-8333-333333333333';
export const orgID = '44444444-4444-4444-8444-444444444444';

export const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userID,
    membershipTier: 'member',
    passwordHash: null,
    personal: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' },
  },
};

/** A fold that must give a registered member. */
export const profileOf = (events: readonly ProfileStreamEvent[]): Profile => {
  const state = foldProfile(events);
  if (state.status === 'none') throw new Error('No profile in these events');
  return state;
};
