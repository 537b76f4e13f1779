import { DomainError } from '../errors/errors.js';
import { type MembershipEvent } from './events.js';
import { isBefore } from './period.js';
import { evolveMembership, type MembershipState } from './state.js';
import { yearlyAmount } from './tier-rules.js';
import { type Tier } from './tiers.js';

/** What the rule needs of each catalogue tier. */
export type CatalogueTerms = Pick<Tier, 'id' | 'name' | 'price' | 'interval'>;

/** A membership as the admin sees it before and after a free order: a tier until a date (null: no end). */
export interface HeldMembership {
  tier: string;
  until: string | null;
}

/**
 * What a free order would take from a paid membership: it lowers the tier, shortens the time, or
 * drops a scheduled cancellation. The 409 `free-order-replaces-membership` carries it as `data`.
 */
export interface FreeOrderReplacement {
  current: HeldMembership;
  next: HeldMembership;
  dropsCancellation: boolean;
}

/** What a free order knows besides the payment: the catalogue's terms and the admin's confirmation. */
export interface FreeOrderCheck {
  catalogue: readonly CatalogueTerms[];
  /** The membership the admin confirmed this order replaces; absent: not confirmed. */
  replaces?: HeldMembership | null;
}

const sameInstant = (a: string | null, b: string | null): boolean =>
  a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);

/** `a` ends before `b` (null: never ends). */
const endsBefore = (a: string | null, b: string | null): boolean =>
  a !== null && (b === null || isBefore(a, b));

/** What `events` would take from the running membership `state`, or null when nothing is lost. */
export const replacementOf = (
  state: MembershipState,
  events: readonly MembershipEvent[],
  catalogue: readonly CatalogueTerms[],
): FreeOrderReplacement | null => {
  if (state.tier === null) return null;
  const currentTerms = catalogue.find((t) => t.id === state.tier);
  // A free tier was not paid for; a tier gone from the catalogue is treated as paid.
  if (currentTerms && currentTerms.price === undefined) return null;
  const after = events.reduce(evolveMembership, state);
  const nextTerms = catalogue.find((t) => t.id === after.tier);
  const lowers = !!currentTerms && !!nextTerms && yearlyAmount(nextTerms) < yearlyAmount(currentTerms);
  const shortens = endsBefore(after.periodEnd, state.periodEnd);
  const dropsCancellation = state.status === 'cancelling' && after.status !== 'cancelling';
  if (!lowers && !shortens && !dropsCancellation) return null;
  return {
    current: { tier: state.tier, until: state.periodEnd },
    next: { tier: after.tier ?? state.tier, until: after.periodEnd },
    dropsCancellation,
  };
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "28 Feb 2027" (UTC), the way the admin pages write a day. */
export const dayOf = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

const held = (m: HeldMembership, nameOf: (tier: string) => string): string =>
  `${nameOf(m.tier)} ${m.until === null ? 'with no end' : `until ${dayOf(m.until)}`}`;

/**
 * The sentence an admin confirms: "This makes Ada Lovelace Member until 28 Feb 2027 instead of
 * Fellow until 28 Nov 2027, and drops the scheduled cancellation."
 */
export const replacementSentence = (
  replacement: FreeOrderReplacement,
  memberName: string,
  nameOf: (tier: string) => string,
): string =>
  `This makes ${memberName} ${held(replacement.next, nameOf)} instead of ${held(replacement.current, nameOf)}` +
  `${replacement.dropsCancellation ? ', and drops the scheduled cancellation' : ''}.`;

/**
 * A free order never lowers or shortens a paid membership, nor drops its scheduled cancellation,
 * unless the admin confirmed replacing exactly the membership the member holds now: else a 409.
 */
export const checkFreeOrder = (
  check: FreeOrderCheck,
  state: MembershipState,
  events: readonly MembershipEvent[],
): void => {
  const replacement = replacementOf(state, events, check.catalogue);
  if (replacement === null) return;
  const { replaces } = check;
  const confirmed =
    !!replaces &&
    replaces.tier === replacement.current.tier &&
    sameInstant(replaces.until, replacement.current.until);
  if (confirmed) return;
  const nameOf = (tier: string) => check.catalogue.find((t) => t.id === tier)?.name ?? tier;
  const sentence = replacementSentence(replacement, 'the member', nameOf);
  throw new DomainError(
    'free-order-replaces-membership',
    `${sentence} Confirm it to grant the order (send replaces: the current tier and its end).`,
    undefined,
    { data: replacement },
  );
};
