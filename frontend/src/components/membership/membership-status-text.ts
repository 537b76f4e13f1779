import { type MembershipAnswer } from '@academy/domain';
import { formatShortDate as shortDate } from '../../api/payments-api';

type Membership = Pick<
  MembershipAnswer,
  'status' | 'tier' | 'periodEnd' | 'graceUntil' | 'pendingTier' | 'renewsAutomatically'
>;

/**
 * A membership's status in one sentence, the same on the member's own settings and on the admin
 * user page: "Cancelling, ends 28 Nov 2027"; a payment not yet made reads "Payment pending for
 * Fellow", never as the tier held.
 */
export const membershipStatusText = (membership: Membership): string => {
  const { status, tier, periodEnd, graceUntil, pendingTier, renewsAutomatically } = membership;
  const ends = periodEnd ? shortDate(periodEnd) : null;
  switch (status) {
    case 'none':
      return 'No membership';
    case 'pending-payment':
      return tier ? `Payment pending for ${tier.name}` : 'Payment pending';
    case 'active':
      if (pendingTier && ends) return `Active, changes to ${pendingTier.name} on ${ends}`;
      if (!ends) return 'Active';
      return renewsAutomatically ? `Active, renews ${ends}` : `Active until ${ends}`;
    case 'cancelling':
      return ends ? `Cancelling, ends ${ends}` : 'Cancelling';
    case 'past-due':
      return graceUntil ? `Past due, pay by ${shortDate(graceUntil)}` : 'Past due';
    case 'expired':
      return ends ? `Expired, ended ${ends}` : 'Expired';
  }
};

/** The tier a member holds now: while a payment is pending, the one held before it (or none). */
export const heldTierName = (
  membership: Pick<MembershipAnswer, 'status' | 'tier' | 'heldTier'>,
  tierName: (id: string) => string,
): string => {
  if (membership.status !== 'pending-payment') return membership.tier?.name ?? 'None';
  return membership.heldTier ? tierName(membership.heldTier) : 'None';
};
