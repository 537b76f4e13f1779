import { type MembershipStatus } from '@academy/domain';

/** A membership's status in words, with its badge colour: the member's settings and the admin dashboard. */
export const membershipStatusLabels: Record<MembershipStatus, { label: string; palette: string }> = {
  none: { label: 'No membership', palette: 'gray' },
  'pending-payment': { label: 'Pending payment', palette: 'yellow' },
  active: { label: 'Active', palette: 'green' },
  cancelling: { label: 'Cancelling', palette: 'orange' },
  'past-due': { label: 'Past due', palette: 'red' },
  expired: { label: 'Expired', palette: 'gray' },
};

/** A recorded status in words; one the list does not know reads as recorded. */
export const membershipStatusLabel = (status: string): string =>
  membershipStatusLabels[status as MembershipStatus]?.label ?? status;
