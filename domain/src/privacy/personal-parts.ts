/**
 * Where an event's personal data sits and whose key seals it (crypto-shredding). The store seals
 * each part on append and opens it on read; a part whose key was destroyed opens as its erased
 * value below, which still fits the event's schema, so folds, projections and replays go on.
 */
import { erasedField, sealedFieldsOf } from './sealed-fields.js';

/** A personal part as stored: AES-256-GCM ciphertext (tag appended) under the key of `s`. */
export interface SealedPart {
  $sealed: 1;
  /** The subject whose key seals it: a member's user id, or `publication-{pubNum}`. */
  s: string;
  iv: string;
  ct: string;
}

/** Set on a `personal` part that opened as erased: the audit shows "erased" for its fields. */
export const ERASED_MARK = '$erased';
export const ERASED_TEXT = 'erased';
export const ERASED_MEMBER = { firstName: 'Erased', lastName: 'member' } as const;
export const ERASED_AUTHOR = 'Erased author';

export const isSealedPart = (value: unknown): value is SealedPart =>
  typeof value === 'object' && value !== null && (value as { $sealed?: unknown }).$sealed === 1;

/** One personal part of an event's data: its subject (for sealing) and a way to replace it. */
export interface PersonalPart {
  subject: string;
  value: unknown;
  put(value: unknown): void;
  /** What the part reads as once its subject's key is gone (it still fits the event's schema). */
  erased(): unknown;
}

interface EventLike {
  type: string;
  streamId: string;
  data: unknown;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const PUBLICATION_VERSIONS = new Set(['PublicationSubmitted', 'PublicationRevised']);

/**
 * The personal parts of `event`, on a shallow copy of its data (`data`, to put back). A
 * publication version seals each author apart: a member's entry with that member's key, a
 * non-member's with the publication's own key, so erasing one author leaves the others' names.
 * Each sealed field (`sealedFieldsOf`: a member's free text, a password hash) is one part, the
 * field itself, about `data.userID`. Every other event has one part, `personal`, about
 * `data.userID` (else the `user-…` stream's).
 */
export const personalPartsOf = (event: EventLike): { data: unknown; parts: PersonalPart[] } => {
  const source = record(event.data);
  if (!source) return { data: event.data, parts: [] };
  const data: Record<string, unknown> = { ...source };
  const userID = typeof source.userID === 'string' ? source.userID : undefined;
  const parts: PersonalPart[] = [];
  for (const field of sealedFieldsOf(event.type)) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    const subject = isSealedPart(value) ? value.s : userID;
    if (subject === undefined) continue;
    parts.push({
      subject,
      value,
      put: (v) => (data[field] = v),
      erased: () => erasedField(event.type, field),
    });
  }
  const personal = record(source.personal);
  if (personal) parts.push(...personalOf(event, source, personal, data));
  return parts.length === 0 ? { data: event.data, parts } : { data, parts };
};

const personalOf = (
  event: EventLike,
  source: Record<string, unknown>,
  personal: Record<string, unknown>,
  data: Record<string, unknown>,
): PersonalPart[] => {
  if (PUBLICATION_VERSIONS.has(event.type) && Array.isArray(personal.authors)) {
    const authors = [...(personal.authors as unknown[])];
    data.personal = { ...personal, authors };
    const own = `publication-${String(source.pubNum)}`;
    return authors.map((author, index): PersonalPart => {
      const userID = record(author)?.userID;
      return {
        subject: isSealedPart(author) ? author.s : typeof userID === 'string' ? userID : own,
        value: author,
        put: (value) => (authors[index] = value),
        erased: () => ({ name: ERASED_AUTHOR }),
      };
    });
  }
  const sealed = isSealedPart(source.personal) ? source.personal : undefined;
  const owner =
    sealed?.s ??
    (typeof source.userID === 'string'
      ? source.userID
      : event.streamId.startsWith('user-')
        ? event.streamId.slice('user-'.length)
        : event.streamId);
  return [
    {
      subject: owner,
      value: source.personal,
      put: (v) => (data.personal = v),
      erased: () => erasedPersonal(event.type, owner),
    },
  ];
};

const erasedEmail = (subject: string): string => `${ERASED_TEXT}-${subject}@erased.invalid`;
const erasedAddress = {
  name: 'Erased member',
  line1: ERASED_TEXT,
  line2: null,
  city: ERASED_TEXT,
  region: null,
  postalCode: ERASED_TEXT,
  country: 'ZZ',
};

/**
 * What a personal part reads as once its key is gone: values that fit the event's schema
 * ("Erased member", "Erased author", no phone, no location), marked with `$erased` where the
 * schema allows it. Emails stay unique per member so no read model's unique index trips.
 */
export const erasedPersonal = (type: string, subject: string): unknown => {
  const mark = { [ERASED_MARK]: true };
  switch (type) {
    case 'PublicationSubmitted':
    case 'PublicationRevised':
      return { name: ERASED_AUTHOR };
    case 'UserRegistered':
      return { ...mark, email: erasedEmail(subject), ...ERASED_MEMBER };
    case 'EmailChanged':
      return { ...mark, email: erasedEmail(subject) };
    case 'IdentityLinked':
      return { ...mark, subject: `${ERASED_TEXT}-${subject}` };
    case 'ProfileNamesChanged':
      return { ...mark, ...ERASED_MEMBER };
    case 'LocationChanged':
      return { ...mark, location: null };
    case 'PhoneChanged':
      return { ...mark, phone: null };
    case 'ShipmentRequested':
      return { ...mark, address: null };
    case 'ShipmentAddressChanged':
    case 'ShippingAddressChanged':
      return { ...mark, address: erasedAddress };
    default:
      return { ...mark };
  }
};

/** True when a `personal` part opened as erased. */
export const isErasedPersonal = (personal: unknown): boolean => record(personal)?.[ERASED_MARK] === true;
