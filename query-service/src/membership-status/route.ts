import { RouteTable, signedInUser } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { membershipAnswerOf } from './membership-answer.js';

/**
 * `GET /rest/membership`: the signed-in member's membership, from the write side (as fresh as the
 * access rules): `{ status, tier, heldTier, periodEnd, graceUntil, pendingTier, renewsAutomatically, billingPortal }`,
 * each tier as the catalogue shows it (null when none).
 */
export const membershipStatusRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/membership', { signedIn: true }, async (req, res) => {
    const user = signedInUser(req);
    const answer = await membershipAnswerOf(deps, user.userID, user.membershipTier);
    res.set('Cache-Control', 'no-store').json(answer);
  });
