import { evolveProfileState, type ProfileState, type ProfileStreamEvent } from '@academy/domain';
import { type ProjectedEvent } from '../runner/projection.js';
import { type ProfileHandled } from './handles.js';

/** A member's profile as folded so far, at the stream version of the last event applied. */
export interface Folded {
  state: ProfileState;
  version: number;
  joinedAt: number;
}

export const notFolded = (): Folded => ({ state: { status: 'none' }, version: 0, joinedAt: 0 });

const joinedAtOf = (event: ProjectedEvent<ProfileHandled>): number =>
  Math.floor(Date.parse(event.metadata.timestamp || event.recordedAt) / 1000) || 0;

/** The profile after `event`, or undefined when its version was applied already (it changes nothing). */
export const foldEvent = (before: Folded, event: ProjectedEvent<ProfileHandled>): Folded | undefined =>
  event.version <= before.version
    ? undefined
    : {
        state: evolveProfileState(before.state, event as unknown as ProfileStreamEvent),
        version: event.version,
        joinedAt: event.type === 'UserRegistered' ? joinedAtOf(event) : before.joinedAt,
      };
