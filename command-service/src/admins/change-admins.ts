import {
  ADMINS_STREAM,
  adminsDecider,
  DomainError,
  type AdminsCommand,
  type AdminsEvent,
} from '@academy/domain';
import { type EventStore, type WriteSideAccess } from '@academy/platform';
import { type CommandMeta } from '../pipeline/command-meta.js';
import { handleCommand, type HandleResult } from '../pipeline/handle-command.js';

/**
 * Grants or revokes on the `admins` stream with its version as the expected one, so two
 * revocations racing for the last two admins cannot both win: the second is decided again on the
 * newer stream and refused. An unknown user is 404. Shared by grant-admin, revoke-admin and the
 * operator's command line.
 */
export const changeAdmins = async (
  deps: { store: EventStore; access: WriteSideAccess },
  meta: CommandMeta,
  command: AdminsCommand,
): Promise<HandleResult<AdminsEvent>> => {
  const user = await deps.access.user(command.userID);
  if (user.state.status === 'none') throw new DomainError('not-found', 'No such user');
  return handleCommand(deps.store, ADMINS_STREAM, adminsDecider, command, meta, {
    from: await deps.access.adminsState(),
    retries: 3,
  });
};
