import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { type UserCommand } from './commands.js';
import { type UserEvent } from './events.js';

export interface RegisteredUser {
  status: 'active' | 'banned';
  userID: string;
  email: string;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
  passwordHash: string | null;
  banReason: string | null;
  /** Linked OpenID identities as `issuer subject`. */
  identities: readonly string[];
}

export type UserState = { status: 'none' } | RegisteredUser;

export const initialUserState = (): UserState => ({ status: 'none' });

const identityKey = (issuer: string, subject: string): string => `${issuer} ${subject}`;

const registered = (state: UserState): RegisteredUser => {
  if (state.status === 'none') throw new DomainError('not-found', 'No such user');
  return state;
};

const identityLinked = (userID: string, issuer: string, subject: string): UserEvent => ({
  type: 'IdentityLinked',
  data: { userID, issuer, personal: { subject } },
});

const decideUser = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'none') throw new DomainError('email-taken', 'This user is already registered');
      const { userID, identity } = command;
      return [
        {
          type: 'UserRegistered',
          data: {
            userID,
            membershipTier: command.membershipTier,
            passwordHash: command.passwordHash,
            personal: { email: command.email, firstName: command.firstName, lastName: command.lastName },
          },
        },
        ...(identity ? [identityLinked(userID, identity.issuer, identity.subject)] : []),
      ];
    }
    case 'BanUser': {
      const user = registered(state);
      if (command.by === user.userID) throw new DomainError('cannot-ban-self', 'You cannot ban yourself');
      if (user.status === 'banned') return [];
      return [{ type: 'UserBanned', data: { userID: user.userID, reason: command.reason, by: command.by } }];
    }
    case 'UnbanUser': {
      const user = registered(state);
      if (user.status !== 'banned') return [];
      return [
        { type: 'UserUnbanned', data: { userID: user.userID, by: command.by, reason: command.reason } },
      ];
    }
    case 'ChangePassword': {
      const user = registered(state);
      return [
        {
          type: 'PasswordChanged',
          data: {
            userID: user.userID,
            passwordHash: command.passwordHash,
            via: command.via ?? 'password-reset',
          },
        },
      ];
    }
    case 'ChangeEmail': {
      const user = registered(state);
      if (user.email === command.email) return [];
      return [{ type: 'EmailChanged', data: { userID: user.userID, personal: { email: command.email } } }];
    }
    case 'LinkIdentity': {
      const user = registered(state);
      if (user.identities.includes(identityKey(command.issuer, command.subject))) return [];
      return [identityLinked(user.userID, command.issuer, command.subject)];
    }
    case 'EraseMember': {
      const user = registered(state);
      const { requestedBy, erasedBy, why, reason } = command;
      return [{ type: 'MemberErased', data: { userID: user.userID, requestedBy, erasedBy, why, reason } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${String((unknown as { type: unknown }).type)}`);
    }
  }
};

const evolveUser = (state: UserState, event: UserEvent): UserState => {
  if (event.type === 'UserRegistered') {
    return {
      status: 'active',
      userID: event.data.userID,
      email: event.data.personal.email,
      firstName: event.data.personal.firstName,
      lastName: event.data.personal.lastName,
      membershipTier: event.data.membershipTier,
      passwordHash: event.data.passwordHash,
      banReason: null,
      identities: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'UserBanned':
      return { ...state, status: 'banned', banReason: event.data.reason };
    case 'UserUnbanned':
      return { ...state, status: 'active', banReason: null };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'EmailChanged':
      return { ...state, email: event.data.personal.email };
    case 'IdentityLinked':
      return {
        ...state,
        identities: [...state.identities, identityKey(event.data.issuer, event.data.personal.subject)],
      };
    case 'MemberErased':
      // The member is gone: no command finds them again (their id is never reused).
      return initialUserState();
    default: {
      // A type this code does not know (recorded by a newer version) leaves the state as it is.
      const _unknown: never = event;
      return state;
    }
  }
};

/** A `user-{userID}` stream: registration, bans, password and email changes, linked identities, erasure. */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
};

/** Folds a stream's events, from the start or from a state already folded. */
export const foldUser = (events: readonly UserEvent[], from: UserState = initialUserState()): UserState =>
  events.reduce(evolveUser, from);

export const userStreamId = (userID: string): string => `user-${userID}`;
