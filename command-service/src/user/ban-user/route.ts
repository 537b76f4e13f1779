import { banUserSchema, parseWith } from '@academy/domain';
import { markUserSessionsBanned, pathParam, RouteTable, signedInUser } from '@academy/platform';
import { commandRun } from '../../shared/command-context.js';
import { type CommandDeps } from '../../shared/deps.js';
import { UUID } from '../../shared/patterns.js';
import { changeUser } from '../change-user.js';

/**
 * `POST /rest/admin/users/{userID}/ban` `{ reason }` (admins): 200 `{ position }`. The user's
 * sessions are marked banned and stop working at once (every guard reads the user's stream).
 * Unknown user 404; banning yourself 409 `cannot-ban-self`; already banned: 200, nothing appended.
 */
export const banUserRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/admin/users/:userID/ban', { admin: true }, async (req, res) => {
    const userID = pathParam(req, 'userID', UUID);
    const { reason } = parseWith(banUserSchema, req.body);
    const admin = signedInUser(req);
    const run = commandRun(req, deps.clock, deps.ids);
    const { position } = await changeUser(deps, run, userID, { type: 'BanUser', reason, by: admin.userID });
    await markUserSessionsBanned(deps.db, userID, true);
    res.json({ position });
  });
