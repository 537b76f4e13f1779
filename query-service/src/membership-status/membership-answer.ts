import { findTier, publicTier, type MembershipAnswer, type ShownTier } from '@academy/domain';
import { type QueryDeps } from '../deps.js';

/**
 * A member's membership from the write side (as fresh as the access rules), each tier as the
 * catalogue shows it (null when none): the member's own settings and the admin user page read it.
 */
export const membershipAnswerOf = async (
  deps: QueryDeps,
  userID: string,
  heldTier: string | null,
): Promise<MembershipAnswer> => {
  const { state } = await deps.access.membership(userID);
  const shown = (id: string | null): ShownTier | null => {
    const tier = id === null ? undefined : findTier(deps.access.catalogue, id);
    return tier ? publicTier(tier) : id === null ? null : { id, name: id };
  };
  return {
    status: state.status,
    tier: shown(state.tier),
    heldTier,
    periodEnd: state.periodEnd,
    graceUntil: state.graceUntil,
    pendingTier: state.pendingTier ? shown(state.pendingTier.id) : null,
    renewsAutomatically: state.subscriptionId !== null && state.status === 'active',
    billingPortal: state.customer !== null,
  };
};
