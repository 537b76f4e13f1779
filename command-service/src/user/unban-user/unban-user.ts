import { userDecider, userStreamId, type UserEvent } from '@academy/domain';
import { markUserSessionsBanned } from '@academy/platform';
import { type CommandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand, type HandleResult } from '../../pipeline/handle-command.js';

/** An admin lifts a ban: decided on the member's stream, then the member's sessions work again. */
export const unbanUser = async (
  deps: Pick<CommandDeps, 'store' | 'access' | 'db'>,
  meta: CommandMeta,
  unban: { userID: string; reason: string | null; by: string },
): Promise<HandleResult<UserEvent>> => {
  const result = await handleCommand(
    deps.store,
    userStreamId(unban.userID),
    userDecider,
    { type: 'UnbanUser', by: unban.by, reason: unban.reason },
    meta,
    { from: await deps.access.user(unban.userID) },
  );
  await markUserSessionsBanned(deps.db, unban.userID, false);
  return result;
};
