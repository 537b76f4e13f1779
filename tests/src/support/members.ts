import { randomUUID } from 'node:crypto';
import { type EventStore, type EventToAppend } from '@academy/platform';

export interface TestMember {
  userID: string;
  email: string;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
}

const firstNames = [
  'Ada',
  'Grace',
  'Alan',
  'Emmy',
  'Kurt',
  'Marie',
  'Niels',
  'Lise',
  'Srinivasa',
  'Sofia',
  'Blaise',
  'Hedy',
];
const lastNames = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Noether',
  'Goedel',
  'Curie',
  'Bohr',
  'Meitner',
  'Ramanujan',
  'Kovalevskaya',
];
const tiers = [null, 'basic', 'member', 'fellow'];

export const testMember = (fields: Partial<TestMember> = {}): TestMember => {
  const userID = fields.userID ?? randomUUID();
  return {
    userID,
    email: `${userID}@example.org`,
    firstName: 'Test',
    lastName: 'Member',
    membershipTier: null,
    ...fields,
  };
};

/** `count` members with names drawn in turn from short lists (so many share a name). */
export const manyMembers = (count: number): TestMember[] =>
  Array.from({ length: count }, (_, i) =>
    testMember({
      firstName: firstNames[i % firstNames.length]!,
      lastName: lastNames[Math.floor(i / firstNames.length) % lastNames.length]!,
      membershipTier: tiers[i % tiers.length]!,
    }),
  );

/** The event sign-up records, as it records it (personal data apart). */
export const registeredEvent = (member: TestMember): EventToAppend => ({
  eventId: randomUUID(),
  type: 'UserRegistered',
  data: {
    userID: member.userID,
    membershipTier: member.membershipTier,
    passwordHash: null,
    personal: { email: member.email, firstName: member.firstName, lastName: member.lastName },
  },
  metadata: {
    actor: null,
    correlationId: randomUUID(),
    causationId: null,
    timestamp: new Date().toISOString(),
  },
});

/**
 * Appends each member's registration through the store port; answers the last position. With
 * `renamed`, each member then changes their last name (ProfileNamesChanged, which the Journal
 * reads too: a Journal rebuild then has an event per member to go through).
 */
export const appendMembers = async (
  store: EventStore,
  members: readonly TestMember[],
  { renamed = false }: { renamed?: boolean } = {},
): Promise<number> => {
  let position = 0;
  for (const member of members) {
    const registered = registeredEvent(member);
    const events = renamed
      ? [
          registered,
          {
            ...registered,
            eventId: randomUUID(),
            type: 'ProfileNamesChanged',
            data: { userID: member.userID, personal: { lastName: `${member.lastName}-Renamed` } },
          },
        ]
      : [registered];
    ({ position } = await store.append(`user-${member.userID}`, events, { expectedVersion: 'no-stream' }));
  }
  return position;
};
