import { DomainError, limitParamSchema, parseWith } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { z } from 'zod';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { singleValues } from '../registry/route.js';
import { findOrganization, searchOrganizations } from './queries.js';

const organizationQuery = z.object({ id: z.uuid({ error: 'id is an organization id (a UUID)' }) });

const organizationsQuery = z.object({
  search: z
    .string({ error: 'search is text' })
    .max(200, 'search is at most 200 characters')
    .optional()
    .default(''),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'page is a whole number from 1')
    .optional()
    .transform((v) => (v ? Number(v) : 1)),
  limit: limitParamSchema,
});

/**
 * `GET /rest/organization?id=` → `{ id, name, kind }` (404 when unknown);
 * `GET /rest/organizations?search=&page=&limit=` → `{ organizations, total, page }` (prefix, then typo).
 */
export const organizationsRoutes = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access)
    .get('/rest/organization', {}, readYourWrites(deps, ['organizations']), async (req, res) => {
      const { id } = parseWith(organizationQuery, singleValues(req.query));
      const organization = await findOrganization(deps.db, id);
      if (!organization) throw new DomainError('not-found', 'No such organization');
      res.json(organization);
    })
    .get('/rest/organizations', {}, readYourWrites(deps, ['organizations']), async (req, res) => {
      const { search, page, limit } = parseWith(organizationsQuery, singleValues(req.query));
      res.json(await searchOrganizations(deps.db, search, page, limit));
    });
