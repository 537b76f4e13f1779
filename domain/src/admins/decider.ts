import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { type AdminsCommand } from './commands.js';
import { type AdminsEvent } from './events.js';

/** Admins in the order they were granted. */
export interface AdminsState {
  admins: readonly string[];
}

export const initialAdminsState = (): AdminsState => ({ admins: [] });

/** A change already in effect decides nothing; removing the last admin is refused. */
const decideAdmins = (command: AdminsCommand, state: AdminsState): AdminsEvent[] => {
  const isAdmin = state.admins.includes(command.userID);
  switch (command.type) {
    case 'GrantAdmin':
      return isAdmin ? [] : [{ type: 'AdminGranted', data: { userID: command.userID, by: command.by } }];
    case 'RevokeAdmin':
      if (!isAdmin) return [];
      if (state.admins.length === 1) throw new DomainError('last-admin', 'The last admin cannot be removed');
      return [{ type: 'AdminRevoked', data: { userID: command.userID, by: command.by } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${String((unknown as { type: unknown }).type)}`);
    }
  }
};

const evolveAdmins = (state: AdminsState, event: AdminsEvent): AdminsState => {
  switch (event.type) {
    case 'AdminGranted':
      return state.admins.includes(event.data.userID)
        ? state
        : { admins: [...state.admins, event.data.userID] };
    case 'AdminRevoked':
      return { admins: state.admins.filter((id) => id !== event.data.userID) };
    default: {
      const _unknown: never = event;
      return state;
    }
  }
};

/** The `admins` stream: who is an admin; the last one stays. */
export const adminsDecider: Decider<AdminsCommand, AdminsEvent, AdminsState> = {
  decide: decideAdmins,
  evolve: evolveAdmins,
  initialState: initialAdminsState,
};

export const foldAdmins = (
  events: readonly AdminsEvent[],
  from: AdminsState = initialAdminsState(),
): AdminsState => events.reduce(evolveAdmins, from);
