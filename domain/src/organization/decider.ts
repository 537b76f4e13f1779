import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { type OrganizationEvent, type OrganizationKind, type OrganizationNameEvent } from './events.js';

export type OrganizationCommand =
  | { type: 'CreateOrganization'; organizationID: string; name: string; kind: OrganizationKind }
  | { type: 'RenameOrganization'; name: string };

export type OrganizationState =
  { status: 'none' } | { status: 'created'; organizationID: string; name: string; kind: OrganizationKind };

export const organizationDecider: Decider<OrganizationCommand, OrganizationEvent, OrganizationState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'CreateOrganization': {
        if (state.status !== 'none')
          throw new DomainError('concurrency-conflict', 'This organization exists');
        const { organizationID, name, kind } = command;
        return [{ type: 'OrganizationCreated', data: { organizationID, name, kind } }];
      }
      case 'RenameOrganization': {
        if (state.status === 'none') throw new DomainError('not-found', 'No such organization');
        if (state.name === command.name) return [];
        return [
          { type: 'OrganizationRenamed', data: { organizationID: state.organizationID, name: command.name } },
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${String((unknown as { type: unknown }).type)}`);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'OrganizationCreated':
        return { status: 'created', ...event.data };
      case 'OrganizationRenamed':
        return state.status === 'none' ? state : { ...state, name: event.data.name };
      default: {
        const _unknown: never = event;
        return state;
      }
    }
  },
};

export type OrganizationNameCommand =
  | { type: 'ClaimOrganizationName'; organizationID: string }
  | { type: 'ReleaseOrganizationName'; organizationID: string };

/** Who holds the name, if anyone. */
export interface OrganizationNameState {
  owner: string | null;
}

/**
 * The name claim: a name held by another organization is refused with 409
 * `organization-name-taken`, carrying the holder's id in `data.id`.
 */
export const organizationNameDecider: Decider<
  OrganizationNameCommand,
  OrganizationNameEvent,
  OrganizationNameState
> = {
  initialState: () => ({ owner: null }),
  decide(command, state) {
    switch (command.type) {
      case 'ClaimOrganizationName':
        if (state.owner === command.organizationID) return [];
        if (state.owner !== null) {
          throw new DomainError(
            'organization-name-taken',
            'An organization with this name exists',
            undefined,
            {
              data: { id: state.owner },
            },
          );
        }
        return [{ type: 'OrganizationNameClaimed', data: { organizationID: command.organizationID } }];
      case 'ReleaseOrganizationName':
        if (state.owner !== command.organizationID) return [];
        return [{ type: 'OrganizationNameReleased', data: { organizationID: command.organizationID } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${String((unknown as { type: unknown }).type)}`);
      }
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'OrganizationNameClaimed':
        return { owner: event.data.organizationID };
      case 'OrganizationNameReleased':
        return { owner: null };
      default: {
        const _unknown: never = event;
        return _state;
      }
    }
  },
};

export const organizationStreamId = (organizationID: string): string => `organization-${organizationID}`;

/** `nameHash`: sha256 (hex) of `organizationNameKey(name)`; the caller hashes (the domain does no I/O). */
export const organizationNameStreamId = (nameHash: string): string => `organization-name-${nameHash}`;
