import { pathParam, RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { UUID } from '../../pipeline/patterns.js';
import { changeAdmins } from '../change-admins.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `DELETE /rest/admin/admins/{userID}` (admins): 200 `{ position }`; unknown user 404; not an
 * admin: 200, nothing appended; the last admin: 409 `last-admin`.
 */
export const revokeAdminRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).delete('/rest/admin/admins/:userID', { admin: true }, async (req, res) => {
    const userID = pathParam(req, 'userID', UUID);
    const admin = signedInUser(req);
    const meta = commandMeta(req, deps.clock, deps.ids);
    const { position, written } = await changeAdmins(deps, meta, {
      type: 'RevokeAdmin',
      userID,
      by: admin.userID,
    });
    await answerCommand(req, res, { body: { position }, written });
  });
