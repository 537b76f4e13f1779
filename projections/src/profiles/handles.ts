import { profileEventSchemas, type MembershipEventType, type ProfileEventType } from '@academy/domain';

export type ProfileHandled =
  'UserRegistered' | 'UserBanned' | 'UserUnbanned' | 'MemberErased' | ProfileEventType | MembershipEventType;

/** The membership events that change the tier a member holds (the Registry shows it). */
const membershipTierEvents: MembershipEventType[] = [
  'MembershipActivated',
  'MembershipRenewed',
  'MembershipTierChanged',
  'MembershipExpired',
];

const profileEventTypes = Object.keys(profileEventSchemas) as ProfileEventType[];

/** Every event that changes a member's profile or their search document. */
export const profileHandles: readonly ProfileHandled[] = [
  'UserRegistered',
  'UserBanned',
  'UserUnbanned',
  'MemberErased',
  ...profileEventTypes,
  ...membershipTierEvents,
];
