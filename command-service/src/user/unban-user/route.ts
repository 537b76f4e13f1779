import { parseWith, unbanUserSchema } from '@academy/domain';
import { markUserSessionsBanned, pathParam, RouteTable, signedInUser } from '@academy/platform';
import { commandRun } from '../../shared/command-context.js';
import { type CommandDeps } from '../../shared/deps.js';
import { UUID } from '../../shared/patterns.js';
import { changeUser } from '../change-user.js';

/**
 * `POST /rest/admin/users/{userID}/unban` (admins; optional `{ reason }`): 200 `{ position }`;
 * the user's sessions work again. Unknown user 404; not banned: 200, nothing appended.
 */
export const unbanUserRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/admin/users/:userID/unban', { admin: true }, async (req, res) => {
    const userID = pathParam(req, 'userID', UUID);
    const { reason } = parseWith(unbanUserSchema, req.body ?? {});
    const admin = signedInUser(req);
    const run = commandRun(req, deps.clock, deps.ids);
    const { position } = await changeUser(deps, run, userID, {
      type: 'UnbanUser',
      by: admin.userID,
      reason: reason ?? null,
    });
    await markUserSessionsBanned(deps.db, userID, false);
    res.json({ position });
  });
