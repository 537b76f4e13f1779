import { type MemberSearchDocument } from '@academy/domain';
import { type CollectionSchema, type FieldValue, type Removal, type SearchDocument } from '../port.js';

/** The Registry's members: names and tier for everyone; the rest stored at its audiences. */
export const membersCollection: CollectionSchema = {
  name: 'members',
  fields: {
    firstName: { type: 'text', match: 'name', sort: true },
    lastName: { type: 'text', match: 'name', sort: true },
    membershipTier: { type: 'keyword', filter: true, facet: true, indexed: false },
    joinedAt: { type: 'integer', sort: true },
    headline: { type: 'text', scoped: true, match: 'words' },
    expertise: { type: 'keywords', scoped: true, match: 'words', filter: true, facet: true },
    availability: { type: 'keywords', scoped: true, filter: true, facet: true, indexed: false },
    experience: { type: 'keywords', scoped: true, filter: true, facet: true },
    education: { type: 'keywords', scoped: true, filter: true, facet: true },
    city: { type: 'keyword', scoped: true, filter: true, caseless: true },
    state: { type: 'keyword', scoped: true, filter: true, caseless: true },
    country: { type: 'keyword', scoped: true, filter: true, facet: true, caseless: true },
    hasImage: { type: 'boolean', scoped: true },
  },
  sorts: {
    name: [
      { field: 'lastName', order: 'asc' },
      { field: 'firstName', order: 'asc' },
    ],
    newest: [{ field: 'joinedAt', order: 'desc' }],
  },
  defaultSort: 'name',
};

const audience = (fields: MemberSearchDocument['public']): Record<string, FieldValue> => ({ ...fields });

/** The port's document for a member at a stream version; an unlisted member is a removal. */
export const memberDocument = (
  doc: MemberSearchDocument,
  version: number,
): { index: SearchDocument } | { remove: Removal } =>
  doc.listed
    ? {
        index: {
          id: doc.userID,
          version,
          shared: { ...doc.shared },
          scoped: { public: audience(doc.public), members: audience(doc.members) },
        },
      }
    : { remove: { id: doc.userID, version } };
