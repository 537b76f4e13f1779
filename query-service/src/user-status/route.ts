import { type UserStatusAnswer } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

/**
 * `GET /rest/user/status`: 200 `{ userID, admin, status, banReason }` for a session (a banned one
 * too: status `banned` and the reason), 401 `not-signed-in` for a visitor. From the write side.
 */
export const userStatusRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/user/status', { signedIn: true, allowBanned: true }, (req, res) => {
    const user = signedInUser(req);
    res.set('Cache-Control', 'no-store');
    const answer: UserStatusAnswer = {
      userID: user.userID,
      admin: user.admin,
      status: user.status,
      banReason: user.banReason,
    };
    res.json(answer);
  });
