import { type RecordedEvent } from '../shared/events.js';

/** Personal data sits apart so it can be encrypted per member and shredded. */
export interface UserPersonal {
  email: string;
  firstName: string;
  lastName: string;
}

export interface UserRegisteredData {
  userID: string;
  membershipTier: string | null;
  passwordHash: string;
  personal: UserPersonal;
}

export type UserEvent = { type: 'UserRegistered'; data: UserRegisteredData };

export type UserEventType = UserEvent['type'];

export const userEventTypes: readonly UserEventType[] = ['UserRegistered'];

/** `email-{sha256}` streams hold the one claim on an email address. */
export type EmailClaimEvent = { type: 'EmailClaimed'; data: { userID: string } };

export type RecordedUserEvent = RecordedEvent<UserEvent['type'], UserEvent['data']>;
