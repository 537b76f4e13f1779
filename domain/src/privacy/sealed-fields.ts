import { membershipEventSchemas } from '../membership/events.js';

/**
 * Fields outside `personal` that are sealed under the member's key (`data.userID`), each one a part
 * of its own: what a member typed about themselves, and their password hash. Nothing here may be
 * read by SQL in clear; a field whose value is null (or absent) has nothing to hide and stays as is.
 */
const SEALED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  HeadlineChanged: ['headline'],
  BioChanged: ['bio'],
  ExperienceSet: ['experience'],
  EducationSet: ['education'],
  // argon2id: readable in an export, it is an offline guessing target; erased with the member.
  UserRegistered: ['passwordHash'],
  PasswordChanged: ['passwordHash'],
  // A membership's reason: what the member wrote when cancelling (or an admin's note about them).
  ...Object.fromEntries(Object.keys(membershipEventSchemas).map((type) => [type, ['reason']])),
};

/** The fields of `type`'s data sealed apart from `personal` (none for most types). */
export const sealedFieldsOf = (type: string): readonly string[] =>
  Object.hasOwn(SEALED_FIELDS, type) ? SEALED_FIELDS[type]! : [];

/** Every event type with a sealed field (for the one-off sealing of events recorded in clear). */
export const typesWithSealedFields = (): string[] => Object.keys(SEALED_FIELDS);

/** What a sealed field reads as once the member's key is gone: a value its schema still accepts. */
export const erasedField = (type: string, field: string): unknown => {
  switch (field) {
    case 'experience':
    case 'education':
      return [];
    case 'passwordHash':
      // UserRegistered's may be null; PasswordChanged's is a string (no erased member signs in).
      return type === 'PasswordChanged' ? 'erased' : null;
    case 'reason':
      return null;
    default:
      return 'erased';
  }
};
