import { userDecider, userStreamId, type UserCommand } from '@academy/domain';
import { type EventStore, type WriteSideAccess } from '@academy/platform';
import { type CommandRun } from '../shared/command-context.js';

export interface ChangeResult {
  /** The new events' position, or the stream's last one when nothing was appended. */
  position: number;
  appended: number;
}

/**
 * Decides a command on the user's folded stream and appends with its version as the expected
 * one (a concurrent change gives 409). A change already in effect appends nothing.
 */
export const changeUser = async (
  deps: { store: EventStore; access: WriteSideAccess },
  run: CommandRun,
  userID: string,
  command: UserCommand,
): Promise<ChangeResult> => {
  const folded = await deps.access.user(userID);
  const events = userDecider.decide(command, folded.state);
  if (events.length === 0) return { position: folded.position, appended: 0 };
  const streamId = userStreamId(userID);
  const { position } = await deps.store.append(streamId, run.toAppend(streamId, events), {
    expectedVersion: folded.version,
  });
  return { position, appended: events.length };
};
