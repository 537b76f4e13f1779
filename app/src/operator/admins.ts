import { changeAdmins, createCommandMeta, userIdByEmail } from '@academy/command-service';
import { type AcademyCore } from '../academy.js';

export type AdminCommand =
  { action: 'grant' | 'revoke'; email: string; operator: string } | { action: 'list' };

export interface AdminEntry {
  userID: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type AdminCommandResult =
  | { action: 'grant' | 'revoke'; userID: string; email: string; changed: boolean; position: number }
  | { action: 'list'; admins: AdminEntry[] };

/**
 * `npm run admin`: grant or revoke by email on the `admins` stream, with the operator as the
 * event's actor (`operator:<name>`), or list the admins. An unknown email and the last admin are refused.
 */
export const runAdminCommand = async (
  core: AcademyCore,
  command: AdminCommand,
): Promise<AdminCommandResult> => {
  if (command.action === 'list') {
    const { state } = await core.access.adminsState();
    const admins: AdminEntry[] = [];
    for (const userID of state.admins) {
      const user = (await core.access.user(userID)).state;
      if (user.status !== 'none')
        admins.push({ userID, email: user.email, firstName: user.firstName, lastName: user.lastName });
    }
    return { action: 'list', admins };
  }
  const userID = await userIdByEmail(core.store, command.email);
  if (!userID) throw new Error(`No user has the email ${command.email}`);
  const meta = createCommandMeta({ actor: command.operator, now: core.clock(), ids: core.ids });
  const type = command.action === 'grant' ? 'GrantAdmin' : 'RevokeAdmin';
  const { position, events } = await changeAdmins(core, meta, { type, userID, by: command.operator });
  return { action: command.action, userID, email: command.email, changed: events.length > 0, position };
};

/** What the operator socket receives: checked here, since it comes from another process. */
export const adminCommandOf = (args: Record<string, unknown>): AdminCommand => {
  const { action, email, operator } = args;
  if (action === 'list') return { action };
  if (
    (action === 'grant' || action === 'revoke') &&
    typeof email === 'string' &&
    typeof operator === 'string'
  ) {
    return { action, email, operator };
  }
  throw new Error('admin: expected grant <email>, revoke <email> or list');
};
