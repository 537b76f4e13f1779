import { deviceInWords, type MemberSessionsAnswer } from '@academy/domain';
import { listUserSessions, RouteTable, sessionHandle, sessionOf, signedInUser } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

/**
 * `GET /rest/user/sessions` (signed in): the member's live sessions, newest first, each with a
 * handle to end it, the device in words, created and last seen (to the hour: the expiry slides
 * hourly), and the current one marked. The same read as the data export's sessions.
 */
export const userSessionsRoute = (deps: QueryDeps): RouteTable => {
  const clock = deps.clock ?? (() => new Date());
  return new RouteTable(deps.access).get('/rest/user/sessions', { signedIn: true }, async (req, res) => {
    const { userID } = signedInUser(req);
    const current = sessionOf(req)?.idHash;
    const sessions = await listUserSessions(deps.db, userID, clock());
    const answer: MemberSessionsAnswer = {
      sessions: sessions.map((s) => ({
        id: sessionHandle(s.idHash),
        device: deviceInWords(s.userAgent),
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.idHash === current,
      })),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });
};
