import { type SessionAnswer } from '@academy/domain';
import { RouteTable, userAccessOf } from '@academy/platform';
import { type CommandDeps } from '../../pipeline/deps.js';

/**
 * `GET /rest/user/session`: always 200 `{ session: "signed-in" | "none", membershipTier }`, a
 * banned user included (the command-service answers it, ARCHITECTURE.md gateway).
 */
export const sessionStatusRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/user/session', { allowBanned: true }, (req, res) => {
    const user = userAccessOf(req);
    res.set('Cache-Control', 'no-store');
    const answer: SessionAnswer = user
      ? { session: 'signed-in', membershipTier: user.membershipTier }
      : { session: 'none', membershipTier: null };
    res.json(answer);
  });
