import { eraseMemberSchema, eraseSelfSchema, parseWith } from '@academy/domain';
import { clearSessionCookie, pathParam, RouteTable, signedInUser } from '@academy/platform';
import { answerCommand } from '../../pipeline/command-answer.js';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { UUID } from '../../pipeline/patterns.js';
import { confirmPassword } from '../confirm-password.js';
import { eraseMember } from './erase-member.js';

/**
 * `POST /rest/user/erase` `{ password }` (signed in): the member erases their own account, after
 * confirming with their password (a member without one, signed in through an OpenID provider,
 * sends `{}`): 200 `{ position }` and the session cookie cleared. A wrong or missing password:
 * 400 `validation-failed` naming `password`, nothing done (failures rate-limited like sign-in's, 429
 * `rate-limited`). An admin: 409 `erase-admin`.
 *
 * `POST /rest/admin/users/{userID}/erase` `{ reason }` (admins): the admin erases a member on
 * their request; 200 `{ position }`; unknown or already erased 404; an admin 409 `erase-admin`.
 * Neither can be undone.
 */
export const eraseMemberRoutes = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access)
    .post('/rest/user/erase', { signedIn: true }, async (req, res) => {
      const { userID } = signedInUser(req);
      const { password } = parseWith(eraseSelfSchema, req.body ?? {});
      const folded = await deps.access.user(userID);
      const hash = folded.state.status === 'none' ? null : folded.state.passwordHash;
      await confirmPassword(deps, req, {
        userID,
        hash,
        password,
        field: 'password',
        message: 'The password is incorrect',
        passwordless: 'allowed',
      });
      const meta = commandMeta(req, deps.clock, deps.ids);
      const { position, written } = await eraseMember(deps, meta, {
        userID,
        requestedBy: userID,
        erasedBy: userID,
        why: 'self-service',
        reason: null,
      });
      clearSessionCookie(req, res, deps.config.PUBLIC_URL);
      await answerCommand(req, res, { body: { position }, written });
      deps.afterErasure?.(position);
    })
    .post('/rest/admin/users/:userID/erase', { admin: true }, async (req, res) => {
      const userID = pathParam(req, 'userID', UUID);
      const { reason } = parseWith(eraseMemberSchema, req.body);
      const admin = signedInUser(req);
      const meta = commandMeta(req, deps.clock, deps.ids);
      const { position, written } = await eraseMember(deps, meta, {
        userID,
        requestedBy: admin.userID,
        erasedBy: admin.userID,
        why: 'admin',
        reason,
      });
      await answerCommand(req, res, { body: { position }, written });
      deps.afterErasure?.(position);
    });
