import { findTier, publicTier, type MembershipAnswer, type ShownTier } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

/**
 * `GET /rest/membership`: the signed-in member's membership, from the write side (as fresh as the
 * access rules): `{ status, tier, heldTier, periodEnd, graceUntil, pendingTier, renewsAutomatically, billingPortal }`,
 * each tier as the catalogue shows it (null when none).
 */
export const membershipStatusRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/membership', { signedIn: true }, async (req, res) => {
    const user = signedInUser(req);
    const { state } = await deps.access.membership(user.userID);
    const shown = (id: string | null): ShownTier | null => {
      const tier = id === null ? undefined : findTier(deps.access.catalogue, id);
      return tier ? publicTier(tier) : id === null ? null : { id, name: id };
    };
    res.set('Cache-Control', 'no-store');
    const answer: MembershipAnswer = {
      status: state.status,
      tier: shown(state.tier),
      heldTier: user.membershipTier,
      periodEnd: state.periodEnd,
      graceUntil: state.graceUntil,
      pendingTier: state.pendingTier ? shown(state.pendingTier.id) : null,
      renewsAutomatically: state.subscriptionId !== null && state.status === 'active',
      billingPortal: state.customer !== null,
    };
    res.json(answer);
  });
