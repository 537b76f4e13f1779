import { clearSessionCookie, endSession, replaceSessionOf, RouteTable, sessionOf } from '@academy/platform';
import { type CommandDeps } from '../../pipeline/deps.js';

/** `POST /rest/signin/signOut`: ends the session on the server and clears the cookie. 200 `{ session: "none" }`. */
export const signOutRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/signin/signOut', { allowBanned: true }, async (req, res) => {
    const session = sessionOf(req);
    if (session) await endSession(deps.db, session.idHash);
    replaceSessionOf(req, null);
    clearSessionCookie(req, res, deps.config.PUBLIC_URL);
    res.json({ session: 'none' });
  });
