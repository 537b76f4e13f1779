import { parseWith, unbanUserSchema } from '@academy/domain';
import { pathParam, RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { UUID } from '../../pipeline/patterns.js';
import { unbanUser } from './unban-user.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/admin/users/{userID}/unban` (admins; optional `{ reason }`): 200 `{ position }`;
 * the user's sessions work again. Unknown user 404; not banned: 200, nothing appended.
 */
export const unbanUserRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/admin/users/:userID/unban', { admin: true }, async (req, res) => {
    const userID = pathParam(req, 'userID', UUID);
    const { reason } = parseWith(unbanUserSchema, req.body ?? {});
    const admin = signedInUser(req);
    const meta = commandMeta(req, deps.clock, deps.ids);
    const { position, written } = await unbanUser(deps, meta, {
      userID,
      reason: reason ?? null,
      by: admin.userID,
    });
    await answerCommand(req, res, { body: { position }, written });
  });
