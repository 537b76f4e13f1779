import { grantAdminSchema, parseWith } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandRun } from '../../shared/command-context.js';
import { type CommandDeps } from '../../shared/deps.js';
import { changeAdmins } from '../change-admins.js';

/** `POST /rest/admin/admins` `{ userID }` (admins): 200 `{ position }`; unknown user 404; already an admin: 200, nothing appended. */
export const grantAdminRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/admin/admins', { admin: true }, async (req, res) => {
    const { userID } = parseWith(grantAdminSchema, req.body);
    const admin = signedInUser(req);
    const run = commandRun(req, deps.clock, deps.ids);
    const { position } = await changeAdmins(deps, run, { type: 'GrantAdmin', userID, by: admin.userID });
    res.json({ position });
  });
