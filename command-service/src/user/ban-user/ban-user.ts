import { userDecider, userStreamId, type UserEvent } from '@academy/domain';
import { markUserSessionsBanned } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand, type HandleResult } from '../../pipeline/handle-command.js';

/**
 * An admin bans a member: decided on the member's stream as the write side folded it, then the
 * member's sessions are marked banned (kept, so an unban restores them).
 */
export const banUser = async (
  deps: Pick<CommandDeps, 'store' | 'access' | 'db'>,
  meta: CommandMeta,
  ban: { userID: string; reason: string; by: string },
): Promise<HandleResult<UserEvent>> => {
  const result = await handleCommand(
    deps.store,
    userStreamId(ban.userID),
    userDecider,
    { type: 'BanUser', reason: ban.reason, by: ban.by },
    meta,
    { from: await deps.access.user(ban.userID) },
  );
  await markUserSessionsBanned(deps.db, ban.userID, true);
  return result;
};
