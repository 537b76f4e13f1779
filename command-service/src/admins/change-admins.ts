import { ADMINS_STREAM, DomainError, adminsDecider } from '@academy/domain';
import { type EventStore, type WriteSideAccess } from '@academy/platform';
import { type CommandRun } from '../shared/command-context.js';
import { type ChangeResult } from '../user/change-user.js';

export interface AdminChange {
  type: 'GrantAdmin' | 'RevokeAdmin';
  userID: string;
  /** The acting admin's user id, or `operator:<name>`. */
  by: string;
}

/**
 * Grants or revokes on the `admins` stream with its version as the expected one, so two
 * revocations racing for the last two admins cannot both win. An unknown user is 404.
 */
export const changeAdmins = async (
  deps: { store: EventStore; access: WriteSideAccess },
  run: CommandRun,
  change: AdminChange,
): Promise<ChangeResult> => {
  const user = await deps.access.user(change.userID);
  if (user.state.status === 'none') throw new DomainError('not-found', 'No such user');
  const admins = await deps.access.adminsState();
  const events = adminsDecider.decide(change, admins.state);
  if (events.length === 0) return { position: admins.position, appended: 0 };
  const { position } = await deps.store.append(ADMINS_STREAM, run.toAppend(ADMINS_STREAM, events), {
    expectedVersion: admins.version === 0 ? 'no-stream' : admins.version,
  });
  return { position, appended: events.length };
};
