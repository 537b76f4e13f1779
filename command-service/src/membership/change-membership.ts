import { membershipDecider, userStreamId, type MembershipCommand } from '@academy/domain';
import { type CommandMeta } from '../pipeline/command-meta.js';
import { type CommandDeps } from '../pipeline/deps.js';
import { handleCommand, type StreamWrite } from '../pipeline/handle-command.js';

/** A member's own change to their membership, decided on the write side's fold of their stream. */
export const changeMembership = async (
  deps: Pick<CommandDeps, 'store' | 'access'>,
  meta: CommandMeta,
  command: MembershipCommand,
): Promise<{ position: number; changed: boolean; written: StreamWrite }> => {
  const result = await handleCommand(
    deps.store,
    userStreamId(command.userID),
    membershipDecider,
    command,
    meta,
    {
      from: await deps.access.membership(command.userID),
    },
  );
  return { position: result.position, changed: result.events.length > 0, written: result.written };
};
