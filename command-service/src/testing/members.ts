import { randomUUID } from 'node:crypto';
import { ADMINS_STREAM, userStreamId, type NewEvent } from '@academy/domain';
import { emailStreamId } from '../email-claim/email-stream.js';
import { type PasswordHasher } from '../pipeline/password-hasher.js';
import { type Streams } from './streams.js';

/** A password hasher for specs where argon2 is not the point: instant, and still checks. */
export const fakePasswords: PasswordHasher = {
  hash: async (password) => `fake$${password}`,
  verify: async (hash, password) => hash === `fake$${password}`,
};

export interface SpecMember {
  userID: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
  /** The member as sign-up records them: the email's claim and the user's stream. */
  streams: Streams;
}

let counter = 0;

/** A member with a password (hashed by the fake hasher unless `passwordHash` is given). */
export const member = (
  fields: Partial<Omit<SpecMember, 'streams'>> & { passwordHash?: string | null } = {},
): SpecMember => {
  const n = ++counter;
  const userID = fields.userID ?? randomUUID();
  const password = fields.password ?? 'correct horse battery staple';
  const m = {
    userID,
    email: fields.email ?? `member${n}.${userID.slice(0, 8)}@example.org`,
    password,
    firstName: fields.firstName ?? `First${n}`,
    lastName: fields.lastName ?? `Last${n}`,
    membershipTier: fields.membershipTier ?? null,
  };
  const registered: NewEvent = {
    type: 'UserRegistered',
    data: {
      userID,
      membershipTier: m.membershipTier,
      passwordHash: fields.passwordHash === undefined ? `fake$${password}` : fields.passwordHash,
      personal: { email: m.email, firstName: m.firstName, lastName: m.lastName },
    },
  };
  return {
    ...m,
    streams: {
      [emailStreamId(m.email)]: [{ type: 'EmailClaimed', data: { userID } }],
      [userStreamId(userID)]: [registered],
    },
  };
};

/** A member whose password is hashed by `passwords` (the real argon2id, say), as sign-up stores it. */
export const memberHashedWith = async (
  passwords: PasswordHasher,
  fields: Partial<Omit<SpecMember, 'streams'>> = {},
): Promise<SpecMember> => {
  const password = fields.password ?? 'correct horse battery staple';
  return member({ ...fields, password, passwordHash: await passwords.hash(password) });
};

/** The `admins` stream granting these users, in order (by the operator). */
export const admins = (...userIDs: string[]): Streams => ({
  [ADMINS_STREAM]: userIDs.map((userID) => ({ type: 'AdminGranted', data: { userID, by: 'operator:spec' } })),
});

/** A user's stream with more events after registration (a ban, say). */
export const withEvents = (m: SpecMember, ...events: NewEvent[]): Streams => ({
  ...m.streams,
  [userStreamId(m.userID)]: [...m.streams[userStreamId(m.userID)]!, ...events],
});
