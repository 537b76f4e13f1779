import { type RecordedEvent } from '../event-sourcing/events.js';
import { ERASED_MARK, ERASED_TEXT, isErasedPersonal } from '../privacy/personal-parts.js';

/** One field of a subject as the audit shows it. */
export type AuditValue = string | number | boolean | null;

/** A subject (a user, an order, a shipment, a publication) as folded for the audit: flat fields. */
export type AuditState = Readonly<Record<string, AuditValue>>;

export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/** Who and why are shown beside the change, not as fields; ids name the subject itself; secrets never. */
const notFields = new Set([
  'actor',
  'reason',
  'by',
  'submittedBy',
  'revisedBy',
  'userID',
  'orderID',
  'pubNum',
  'shipmentID',
  'passwordHash',
  'checkoutSessionId',
]);

const MAX_TEXT = 160;

const isScalar = (v: unknown): boolean => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** An object as people read it: `name: Ada Lovelace, orcid: 0000-…` (its empty fields left out). */
const readable = (value: unknown): string => {
  if (isScalar(value)) return String(value);
  if (Array.isArray(value)) return value.map(readable).join('; ');
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${isScalar(v) ? String(v) : readable(v)}`)
    .join(', ');
};

const shown = (value: unknown): AuditValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every(isScalar)) return shown(value.join(', '));
  return shown(readable(value));
};

/** Dates recorded as epoch seconds (`publishDate`, `removalDate`) as ISO instants, as every other time is. */
const instant = (name: string, value: unknown): AuditValue => {
  const seconds = typeof value === 'number' && /(Date|At)$/.test(name) && value >= 1e9 && value < 1e11;
  return seconds ? new Date(value * 1000).toISOString() : shown(value);
};

/** A personal part whose key is gone shows "erased" for each of its fields (before and after alike). */
const erasedView = (personal: unknown): unknown =>
  isErasedPersonal(personal)
    ? Object.fromEntries(
        Object.keys(personal as object)
          .filter((key) => key !== ERASED_MARK)
          .map((key) => [key, ERASED_TEXT]),
      )
    : personal;

/** Data as flat fields: `personal` is unwrapped, nested objects get dotted names, lists are joined. */
export const flattenData = (data: unknown, prefix = ''): Record<string, AuditValue> => {
  const out: Record<string, AuditValue> = {};
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return out;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (!prefix && notFields.has(key)) continue;
    if (!prefix && key === 'personal') {
      Object.assign(out, flattenData(erasedView(value)));
      continue;
    }
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flattenData(value, name));
    else out[name] = instant(name, value);
  }
  return out;
};

const money = (amount: unknown, currency: unknown): AuditValue =>
  typeof amount === 'number' ? `${(amount / 100).toFixed(2)} ${String(currency ?? '')}`.trim() : null;

/**
 * What one event changes in its subject's audit state. Events the domain words specially set
 * meaningful fields (status, tier, ban); every other type, including ones added later, sets
 * the fields its data carries.
 */
export const auditFieldsOf = (
  event: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>,
): Record<string, AuditValue> => {
  const d = (event.data ?? {}) as Record<string, unknown>;
  const personal = erasedView(d.personal ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case 'UserRegistered':
      return {
        email: shown(personal.email),
        firstName: shown(personal.firstName),
        lastName: shown(personal.lastName),
        tier: shown(d.membershipTier),
        status: 'active',
        banReason: null,
        admin: false,
        created: event.metadata.timestamp,
      };
    case 'UserBanned':
      return { status: 'banned', banReason: shown(d.reason) };
    case 'UserUnbanned':
      return { status: 'active', banReason: null };
    case 'PasswordChanged':
      return { passwordChanged: event.metadata.timestamp };
    case 'EmailChanged':
      return { email: shown(personal.email) };
    case 'IdentityLinked':
      return { [`identity.${String(d.issuer)}`]: 'linked' };
    case 'AdminGranted':
      return { admin: true };
    case 'AdminRevoked':
      return { admin: false };
    case 'MembershipChosen':
      return { membershipStatus: 'pending', pendingTier: shown(d.tier) };
    case 'MembershipActivated':
      return {
        tier: shown(d.tier),
        membershipStatus: 'active',
        pendingTier: null,
        periodEnd: shown(d.periodEnd),
        token: shown(d.token),
      };
    case 'MembershipRenewed':
      return {
        tier: shown(d.tier),
        membershipStatus: 'active',
        periodEnd: shown(d.periodEnd),
        graceUntil: null,
      };
    case 'MembershipTierChanged':
      return d.effective === 'period-end'
        ? { scheduledTier: shown(d.toTier) }
        : { tier: shown(d.toTier), scheduledTier: null, token: shown(d.token) };
    case 'MembershipCancellationScheduled':
      return { cancelAt: shown(d.effectiveAt) };
    case 'MembershipCancellationWithdrawn':
      return { cancelAt: null };
    case 'MembershipPastDue':
      return { membershipStatus: 'past-due', graceUntil: shown(d.graceUntil) };
    case 'MembershipExpired':
      return { membershipStatus: 'expired', cancelAt: null, graceUntil: null };
    case 'MembershipCustomerLinked':
      return { paymentCustomer: shown(d.customerId) };
    case 'MembershipSubscriptionReplaced':
      return { subscription: shown(d.replacedBy) };
    case 'CheckoutStarted':
      return {
        status: 'checkout',
        tier: shown(d.tier),
        amount: money(d.amount, d.currency),
        provider: shown(d.provider),
      };
    case 'PaymentSucceeded':
      return {
        status: 'paid',
        amount: money(d.amount, d.currency),
        paymentReference: shown(d.paymentReference),
      };
    case 'PaymentFailed':
      return { status: 'failed', message: shown(d.message) };
    case 'PaymentRefunded':
      return { status: 'refunded', refunded: money(d.amount, d.currency) };
    case 'FreeOrderGranted':
      return { status: 'granted', tier: shown(d.tier), amount: 'free', months: shown(d.months) };
    case 'PublicationSubmitted':
    case 'PublicationRevised':
      return { ...flattenData(d), changeNote: shown(d.changeNote ?? null) };
    case 'PublicationRemoved':
      return {
        removed: true,
        removalNote: shown(d.note),
        removalDate: instant('removalDate', d.removalDate),
      };
    case 'PublicationRestored':
      return { removed: false, removalNote: null, removalDate: null };
    default:
      return flattenData(d);
  }
};

/** Folds one event into a subject's audit state. */
export const evolveAuditState = (
  state: AuditState,
  event: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>,
): AuditState => ({ ...state, ...auditFieldsOf(event) });

/** The fields whose value differs, in the order the after state names them. */
export const diffAuditStates = (before: AuditState, after: AuditState): AuditChange[] => {
  const changes: AuditChange[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = before[field] ?? null;
    const a = after[field] ?? null;
    if (b !== a) changes.push({ field, before: b, after: a });
  }
  return changes;
};
