import { grantAdminSchema, parseWith } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { changeAdmins } from '../change-admins.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/** `POST /rest/admin/admins` `{ userID }` (admins): 200 `{ position }`; unknown user 404; already an admin: 200, nothing appended. */
export const grantAdminRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/admin/admins', { admin: true }, async (req, res) => {
    const { userID } = parseWith(grantAdminSchema, req.body);
    const admin = signedInUser(req);
    const meta = commandMeta(req, deps.clock, deps.ids);
    const { position, written } = await changeAdmins(deps, meta, {
      type: 'GrantAdmin',
      userID,
      by: admin.userID,
    });
    await answerCommand(req, res, { body: { position }, written });
  });
