import { banUserSchema, parseWith } from '@academy/domain';
import { pathParam, RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { UUID } from '../../pipeline/patterns.js';
import { banUser } from './ban-user.js';
import { answerCommand } from '../../pipeline/command-answer.js';

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
    const meta = commandMeta(req, deps.clock, deps.ids);
    const { position, written } = await banUser(deps, meta, { userID, reason, by: admin.userID });
    await answerCommand(req, res, { body: { position }, written });
  });
