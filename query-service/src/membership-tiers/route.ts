import { publicCatalogue } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

/**
 * `GET /rest/membership/tiers`: the tier catalogue as the sign-up and manage-membership pages (and
 * the frontend's capability loaders) need it: `{ tiers: [{ id, name, description, perks, price?,
 * interval, token, grants }] }`, never the Stripe price id.
 */
export const membershipTiersRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get('/rest/membership/tiers', {}, (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(publicCatalogue(deps.access.catalogue));
  });
