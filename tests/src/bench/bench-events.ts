import { randomUUID } from 'node:crypto';
import { type UserRegisteredData } from '@academy/domain';
import { type EventToAppend } from '@academy/platform';

// The shape and size of a real argon2id hash, so events weigh what sign-ups write.
const PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$3Yq2m7kq0vD2pTt0n8cXb8pY9Zb4c2Vd0nL6sQ1mR5w';

export interface MemberName {
  firstName: string;
  lastName: string;
  membershipTier?: string | null;
}

/** A `UserRegistered` event as sign-up appends it (personal data apart, metadata filled). */
export const userRegistered = (member: MemberName, userID: string = randomUUID()): EventToAppend => {
  const data: UserRegisteredData = {
    userID,
    membershipTier: member.membershipTier ?? null,
    passwordHash: PASSWORD_HASH,
    personal: {
      email: `${member.firstName}.${member.lastName}.${userID.slice(0, 8)}@example.org`
        .toLowerCase()
        .replace(/\s/g, ''),
      firstName: member.firstName,
      lastName: member.lastName,
    },
  };
  return { eventId: randomUUID(), type: 'UserRegistered', data, metadata: metadata() };
};

/** An event no read model handles (the runner still reads it and moves past it). */
export const emailClaimed = (userID: string = randomUUID()): EventToAppend => ({
  eventId: randomUUID(),
  type: 'EmailClaimed',
  data: { userID },
  metadata: metadata(),
});

const metadata = () => ({
  actor: null,
  correlationId: randomUUID(),
  causationId: null,
  timestamp: new Date().toISOString(),
});
