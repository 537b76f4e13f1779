import { DomainError } from '../shared/errors.js';
import { type UserCommand } from './commands.js';
import { type EmailClaimEvent, type UserEvent } from './events.js';

export type UserState =
  | { status: 'none' }
  | {
      status: 'active';
      userID: string;
      email: string;
      firstName: string;
      lastName: string;
      membershipTier: string | null;
      passwordHash: string;
    };

export const initialUserState = (): UserState => ({ status: 'none' });

export const decideUser = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'none') throw new DomainError('email-taken', 'This user is already registered');
      return [
        {
          type: 'UserRegistered',
          data: {
            userID: command.userID,
            membershipTier: command.membershipTier,
            passwordHash: command.passwordHash,
            personal: { email: command.email, firstName: command.firstName, lastName: command.lastName },
          },
        },
      ];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${String(unknown)}`);
    }
  }
};

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'active',
        userID: event.data.userID,
        email: event.data.personal.email,
        firstName: event.data.personal.firstName,
        lastName: event.data.personal.lastName,
        membershipTier: event.data.membershipTier,
        passwordHash: event.data.passwordHash,
      };
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
};

/** The email stream decides who owns an address: only an empty stream can be claimed. */
export const decideEmailClaim = (userID: string, claimed: boolean): EmailClaimEvent[] => {
  if (claimed) throw new DomainError('email-taken', 'An account with this email already exists');
  return [{ type: 'EmailClaimed', data: { userID } }];
};

export const userStreamId = (userID: string): string => `user-${userID}`;
