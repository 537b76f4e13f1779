import { type RecordedEvent } from '../event-sourcing/events.js';

/** `UserBanned` → `User banned`: the readable default for any event type, new ones included. */
export const defaultEventLabel = (type: string): string => {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return type;
  return [
    words[0],
    ...words.slice(1).map((w) => (/^[A-Z]+$/.test(w) && w.length > 1 ? w : w.toLowerCase())),
  ].join(' ');
};

const str = (value: unknown): string => (value === null || value === undefined ? '–' : String(value));

/** What a tier id reads as; the audit route passes the catalogue's names, the default shows the id. */
export type TierNamer = (id: string) => string;

const asRecorded: TierNamer = (id) => id;

/** An event type's label without its values: the audit's filter chips. */
export const auditTypeLabel = (type: string): string => {
  switch (type) {
    case 'UserRegistered':
      return 'Signed up';
    case 'UserBanned':
      return 'Banned';
    case 'UserUnbanned':
      return 'Unbanned';
    case 'MembershipTierChanged':
      return 'Tier changed';
    default:
      return defaultEventLabel(type);
  }
};

/** A readable label for one event: a few with their values (tiers by name), every other type by its name. */
export const auditEventLabel = (
  event: Pick<RecordedEvent, 'type' | 'data'>,
  tierName: TierNamer = asRecorded,
): string => {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const tier = (value: unknown) => (typeof value === 'string' ? tierName(value) : str(value));
  switch (event.type) {
    case 'MembershipActivated':
      return `Membership activated: ${tier(data.tier)}`;
    case 'MembershipTierChanged':
      // The current tier chosen again for the period end withdraws a scheduled change.
      if (data.fromTier === data.toTier) return `Scheduled tier change withdrawn: stays ${tier(data.toTier)}`;
      return data.effective === 'period-end'
        ? `Downgrade to ${tier(data.toTier)} scheduled (from ${tier(data.fromTier)})`
        : `Tier changed to ${tier(data.toTier)} (from ${tier(data.fromTier)})`;
    case 'FreeOrderGranted':
      return `Free order granted: ${tier(data.tier)}`;
    case 'PublicationRevised':
      return `Publication revised: version ${str(data.version)}`;
    default:
      return auditTypeLabel(event.type);
  }
};

/**
 * An actor as people read it: `provider:stripe` → `Stripe`, `system:scheduler` → `Scheduler`;
 * operators and unknown actors as recorded. User ids are resolved to names by the caller.
 */
export const describeActor = (actor: string | null): string => {
  if (actor === null) return 'unknown';
  if (actor === 'provider:stripe') return 'Stripe';
  if (actor === 'provider:test') return 'Test provider';
  if (actor === 'system:scheduler') return 'Scheduler';
  if (actor === 'member') return 'the member';
  return actor;
};

/** The name of a group of events sharing a correlation id, from its first event: `sign-up`, `free order`, … */
export const correlationGroupName = (firstType: string): string => {
  switch (firstType) {
    case 'UserRegistered':
      return 'sign-up';
    case 'FreeOrderGranted':
      return 'free order';
    case 'CheckoutStarted':
    case 'MembershipChosen':
      return 'checkout';
    default:
      return defaultEventLabel(firstType).toLowerCase();
  }
};
