import { DomainError } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import type express from 'express';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { findProfile } from './queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?userID=` when given (any member's public profile), else the signed-in user's own (401 for a visitor). */
const targetOf = (req: express.Request): string => {
  const given = req.query.userID;
  if (given === undefined || given === '') return signedInUser(req).userID;
  if (typeof given !== 'string' || !UUID.test(given)) throw new DomainError('not-found', 'No such user');
  return given;
};

/**
 * `GET /rest/user/profile[?userID=]` → `{ userID, firstName, lastName, membershipTier }` from the
 * `profiles` read model; `GET /rest/user/profile/image?userID=` → the image, or 200 with an empty
 * body when there is none (no image can be uploaded yet).
 */
export const profilesRoutes = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access)
    .get('/rest/user/profile', {}, readYourWrites(deps, ['profiles']), async (req, res) => {
      const profile = await findProfile(deps.db, targetOf(req));
      if (!profile) throw new DomainError('not-found', 'No such user');
      res.json(profile);
    })
    .get('/rest/user/profile/image', {}, readYourWrites(deps, ['profiles']), async (req, res) => {
      const profile = await findProfile(deps.db, targetOf(req));
      if (!profile) throw new DomainError('not-found', 'No such user');
      res.status(200).type('application/octet-stream').end();
    });
