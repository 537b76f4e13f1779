import { DomainError } from '@academy/domain';
import {
  endOtherSessions,
  endSessionByHandle,
  replaceSessionOf,
  clearSessionCookie,
  RouteTable,
  sessionHandle,
  sessionOf,
  signedInUser,
} from '@academy/platform';
import { type CommandDeps } from '../../pipeline/deps.js';

const HANDLE = /^[0-9a-f]{32}$/;

/**
 * `DELETE /rest/user/sessions/:id` (signed in): ends one of the member's sessions, named by the
 * handle `GET /rest/user/sessions` lists; 200 `{ ended: 1 }`, 404 `not-found` for any other id.
 * Ending the current one signs this browser out.
 * `POST /rest/user/sessions/end-others` (signed in): ends every session of the member but this
 * one; 200 `{ ended: <count> }`.
 */
export const endSessionsRoutes = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access)
    .delete('/rest/user/sessions/:id', { signedIn: true }, async (req, res) => {
      const { userID } = signedInUser(req);
      const handle = String(req.params.id);
      const found = HANDLE.test(handle) && (await endSessionByHandle(deps.db, userID, handle));
      if (!found) throw new DomainError('not-found', 'No such session');
      const current = sessionOf(req);
      if (current && sessionHandle(current.idHash) === handle) {
        replaceSessionOf(req, null);
        clearSessionCookie(req, res, deps.config.PUBLIC_URL);
      }
      res.json({ ended: 1 });
    })
    .post('/rest/user/sessions/end-others', { signedIn: true }, async (req, res) => {
      const { userID } = signedInUser(req);
      const current = sessionOf(req);
      const ended = current ? await endOtherSessions(deps.db, userID, current.idHash) : 0;
      res.json({ ended });
    });
