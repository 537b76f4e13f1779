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
  /** argon2id; null for a member who signs in only through an OpenID provider. */
  passwordHash: string | null;
  personal: UserPersonal;
}

export interface UserBannedData {
  userID: string;
  reason: string;
  /** The acting admin's user id (also in the metadata's actor). */
  by: string;
}

export interface UserUnbannedData {
  userID: string;
  by: string;
  reason: string | null;
}

export interface PasswordChangedData {
  userID: string;
  passwordHash: string;
  /** How it changed: through an emailed reset link. */
  via: 'password-reset';
}

export interface IdentityLinkedData {
  userID: string;
  issuer: string;
  /** The provider's subject identifier is personal: it names the person at the provider. */
  personal: { subject: string };
}

export type UserEvent =
  | { type: 'UserRegistered'; data: UserRegisteredData }
  | { type: 'UserBanned'; data: UserBannedData }
  | { type: 'UserUnbanned'; data: UserUnbannedData }
  | { type: 'PasswordChanged'; data: PasswordChangedData }
  | { type: 'IdentityLinked'; data: IdentityLinkedData };

export type UserEventType = UserEvent['type'];

/** `email-{sha256}` streams hold the one claim on an email address. */
export type EmailClaimEvent = { type: 'EmailClaimed'; data: { userID: string } };

export type RecordedUserEvent = RecordedEvent<UserEvent['type'], UserEvent['data']>;
