import { randomUUID } from 'node:crypto';

/** Ids a sweep puts in paths and bodies so that a request reaches as deep as it can. */
export interface SweepIds {
  /** A member (the target of admin actions). */
  userID: string;
  /** The admin who sends the sweep (the submitter, first author of a publication). */
  adminID: string;
}

const password = 'correct horse battery staple';

const publicationBy = (submitter: string) => ({
  title: 'On the analytical engine',
  abstract: 'What the engine may do.',
  authors: [{ name: 'Ada Lovelace', userID: submitter }],
  keywords: ['engines'],
  body: '# Notes\n\nThe engine weaves algebraic patterns.',
  licence: 'CC-BY-4.0',
});

/**
 * A valid body for each command path (as the route table names it), so each of its string fields can
 * be swapped for a hostile one while the rest still passes: the swapped field is what is tested.
 */
export const sampleBodyFor = (path: string, ids: SweepIds): Record<string, unknown> | undefined => {
  const email = `sweep-${randomUUID()}@example.org`;
  const publication = publicationBy(ids.adminID);
  const bodies: Record<string, Record<string, unknown>> = {
    '/rest/signup': { email, password, firstName: 'Ada', lastName: 'Lovelace' },
    '/rest/signin/password': { email, password },
    '/rest/signin/password-reset': { email },
    '/rest/signin/password-reset/confirm': { token: 'token', password },
    '/rest/user/profile': {
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Poet of science',
      bio: 'Notes on the engine.',
      phone: '+49 30 1234567',
      location: { city: 'Berlin', state: 'Berlin', country: 'DE' },
    },
    '/rest/user/email': { email, password },
    '/rest/user/email/confirm': { token: 'token' },
    '/rest/user/email/undo': { token: 'token' },
    '/rest/user/sessions/end-others': {},
    '/rest/user/password': { currentPassword: password, newPassword: `${password}!` },
    '/rest/user/shipping-address': {
      name: 'Ada Lovelace',
      line1: '12 St James Square',
      line2: 'Flat 1',
      city: 'London',
      region: 'Greater London',
      postalCode: 'SW1Y 4JH',
      country: 'GB',
    },
    '/rest/organizations': { name: `Society ${randomUUID()}`, kind: 'university' },
    '/rest/expertise/tags': { tag: 'analytical engines' },
    '/rest/journal/preview': { body: publication.body },
    '/rest/journal/publications': publication,
    '/rest/journal/publications/:pubNum/versions': { ...publication, changeNote: 'Fixed a figure' },
    '/rest/admin/journal/publications/:pubNum/removal': { note: 'Removed at the author’s request' },
    '/rest/admin/free-orders': {
      userID: ids.userID,
      membershipTier: 'fellow',
      months: 12,
      reason: 'A prize',
    },
    '/rest/admin/users/:userID/ban': { reason: 'Spam' },
    '/rest/admin/users/:userID/unban': { reason: 'Appeal granted' },
    '/rest/admin/admins': { userID: ids.userID },
    '/rest/membership/cancel': { reason: 'Too busy this year' },
    '/rest/membership/checkout': { membershipTier: 'fellow' },
    '/rest/membership/change-tier': { membershipTier: 'fellow' },
    '/rest/admin/shipments/:shipmentID/shipped': { carrier: 'DHL', tracking: 'JD0146000033' },
    '/rest/admin/shipments/:shipmentID/returned': { reason: 'Moved away' },
    '/rest/admin/shipments/import': { csv: `${randomUUID()},DHL,JD0146000033` },
  };
  return bodies[path];
};

/** A value for a path parameter that names something that may exist. */
export const sampleParam = (name: string, ids: SweepIds): string =>
  name === 'userID' ? ids.userID : name === 'pubNum' || name === 'version' ? '1' : randomUUID();
