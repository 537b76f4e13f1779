import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { allEventSchemas } from '../all-events.js';
import { personalPartsOf } from './personal-parts.js';
import { sealedFieldsOf } from './sealed-fields.js';

/**
 * Free-text string fields that stay in clear, each with why it is not a member's own text.
 * A new string field in an event fails the test below until it is sealed (`personal`, or
 * `sealedFieldsOf`) or added here with its reason.
 */
const CLEAR_FIELDS: Readonly<Record<string, string>> = {
  // Who acted: a user id, `operator:<name>` or `system:…`, never typed text.
  'UserBanned.by': 'actor id',
  'UserUnbanned.by': 'actor id',
  'MemberErased.requestedBy': 'actor id',
  'MemberErased.erasedBy': 'actor id',
  'AdminGranted.by': 'actor id',
  'AdminRevoked.by': 'actor id',
  'ExpertiseTagCreated.by': 'actor id',
  'PublicationSubmitted.submittedBy': 'actor id',
  'PublicationRevised.revisedBy': 'actor id',
  'PublicationRemoved.by': 'actor id',
  'PublicationRestored.by': 'actor id',
  'CoAuthorInvited.invitedBy': 'actor id',
  'PublicationNumberReserved.by': 'actor id',
  'AuditViewed.adminID': 'actor id',
  'ShipmentAddressChanged.by': 'actor id',
  'ShipmentShipped.by': 'actor id',
  'ShipmentDelivered.by': 'actor id',
  'ShipmentReturned.by': 'actor id',
  // Ids and references the system or a payment provider makes.
  'UserRegistered.membershipTier': 'tier id',
  'ShipmentRequested.tier': 'tier id',
  'ShipmentRequested.causedBy': 'event id',
  'AuditViewed.subject.id': 'subject id',
  'IdentityLinked.issuer': 'the configured provider’s URL',
  'PublicationNumberReserved.submissionId': 'id derived from an idempotency key',
  'MembershipActivated.subscriptionId': 'provider id',
  'MembershipRenewed.subscriptionId': 'provider id',
  'MembershipExpired.subscriptionId': 'provider id',
  'MembershipCustomerLinked.customerId': 'provider id',
  'MembershipSubscriptionReplaced.subscriptionId': 'provider id',
  'MembershipSubscriptionReplaced.replacedBy': 'provider id',
  'CheckoutStarted.checkoutSessionId': 'provider id',
  'PaymentSucceeded.paymentReference': 'provider id',
  'PaymentSucceeded.subscriptionId': 'provider id',
  'PaymentEventApplied.providerEventId': 'provider id',
  'PaymentEventApplied.type': 'provider event type',
  'PaymentEventUnreadable.providerEventId': 'provider id',
  'PaymentEventUnreadable.type': 'provider event type',
  'PaymentEventUnreadable.problem': 'the reader’s words on the fields at fault (no values)',
  'PaymentReconciliationCheckpointed.cursor': 'provider id',
  'ExpertiseSet.expertise.[]': 'tags from the shared catalogue',
  'ProfileImageSet.image.key': 'content hash of a blob',
  'ProfileImageSet.image.contentType': 'media type',
  'OrganizationCreated.organizationID': 'organization id',
  'OrganizationRenamed.organizationID': 'organization id',
  'OrganizationNameClaimed.organizationID': 'organization id',
  'OrganizationNameReleased.organizationID': 'organization id',
  // The system's or a payment provider's words, or an admin's note that is not the member's.
  'PaymentFailed.message': 'the provider’s message',
  'PaymentEventApplied.reason': '`reconciliation` or null',
  'CheckoutStarted.reason': 'set by the system (null or a fixed word)',
  'PaymentSucceeded.reason': 'set by the system',
  'PaymentFailed.reason': 'set by the system',
  'PaymentRefunded.reason': 'set by the system or an admin',
  'FreeOrderGranted.reason': 'an admin’s note on the grant',
  'UserBanned.reason': 'an admin’s note, shown to the banned member',
  'UserUnbanned.reason': 'an admin’s note',
  'MemberErased.reason': 'the admin’s reason for the erasure (the record of it)',
  'ShipmentShipped.carrier': 'an admin’s entry',
  'ShipmentShipped.tracking': 'the carrier’s number',
  'ShipmentReturned.reason': 'an admin’s note',
  // Shared or published content, not about the member who typed it: it outlives an erasure.
  'OrganizationCreated.name': 'a shared organization',
  'OrganizationRenamed.name': 'a shared organization',
  'ExpertiseTagCreated.tag': 'a shared tag',
  'PublicationSubmitted.title': 'published work',
  'PublicationSubmitted.abstract': 'published work',
  'PublicationSubmitted.keywords.[]': 'published work',
  'PublicationSubmitted.body': 'published work',
  'PublicationRevised.title': 'published work',
  'PublicationRevised.abstract': 'published work',
  'PublicationRevised.keywords.[]': 'published work',
  'PublicationRevised.body': 'published work',
  'PublicationRevised.changeNote': 'published with the version',
  'PublicationRemoved.note': 'an admin’s public removal notice',
};

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The paths of the free-text strings in `schema` (no format, pattern, enum or constant). */
const freeText = (schema: JsonSchema, path: string[]): string[] => {
  const types = [schema.type ?? []].flat();
  const open =
    types.includes('string') &&
    !schema.format &&
    !schema.pattern &&
    !schema.enum &&
    schema.const === undefined;
  return [
    ...(open ? [path.join('.')] : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
      freeText(s, path),
    ),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) => freeText(s, [...path, key])),
    ...(schema.items ? freeText(schema.items, [...path, '[]']) : []),
  ];
};

const inClear = (type: string, schema: z.ZodType): string[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const sealed = new Set(['personal', 'userID', ...sealedFieldsOf(type)]);
  return Object.entries(json.properties ?? {})
    .filter(([key]) => !sealed.has(key))
    .flatMap(([key, s]) => freeText(s, [key]))
    .map((path) => `${type}.${path}`);
};

describe('what an event holds in clear', () => {
  it('when any event schema has a free-text string outside its sealed parts, then it is on the commented list of fields that are not a member’s own text', () => {
    const found = Object.entries(allEventSchemas).flatMap(([type, schema]) => inClear(type, schema));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((field) => !Object.hasOwn(CLEAR_FIELDS, field))).toEqual([]);
    // The list names only fields that exist, so it cannot grow stale.
    expect(Object.keys(CLEAR_FIELDS).filter((field) => !found.includes(field))).toEqual([]);
  });

  it('when a member writes a cancellation reason or has a password hash, then each is a part sealed under their key', () => {
    const userID = '11111111-1111-4111-8111-111111111111';
    const of = (type: string, data: unknown) =>
      personalPartsOf({ type, streamId: `user-${userID}`, data }).parts.map((p) => [p.subject, p.value]);
    expect(of('MembershipCancellationScheduled', { userID, reason: 'Too dear', actor: 'member' })).toEqual([
      [userID, 'Too dear'],
    ]);
    expect(of('MembershipCancellationScheduled', { userID, reason: null, actor: 'member' })).toEqual([]);
    expect(of('PasswordChanged', { userID, passwordHash: '$argon2id$x', via: 'settings' })).toEqual([
      [userID, '$argon2id$x'],
    ]);
    const registered = {
      userID,
      passwordHash: '$argon2id$y',
      membershipTier: null,
      personal: { email: 'a@b.c' },
    };
    expect(of('UserRegistered', registered)).toEqual([
      [userID, '$argon2id$y'],
      [userID, { email: 'a@b.c' }],
    ]);
  });
});
