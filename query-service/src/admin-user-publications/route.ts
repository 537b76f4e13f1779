import { journalListQuerySchema, parseWith, type AdminUserPublications } from '@academy/domain';
import { pathParam, RouteTable } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { listPublications } from '../publications/queries.js';
import { singleValues } from '../registry/route.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_SIZE = 20;
const pageQuerySchema = journalListQuerySchema.pick({ page: true });

/**
 * `GET /rest/admin/users/{userID}/publications?page=` (admins): the publications the member is an
 * author of, newest first, removed ones included with their note and date (the admin user page's
 * Publications tab) → `{ publications, total, page, limit }`.
 */
export const adminUserPublicationsRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get(
    '/rest/admin/users/:userID/publications',
    { admin: true },
    readYourWrites(deps, ['journal']),
    async (req, res) => {
      const userID = pathParam(req, 'userID', UUID).toLowerCase();
      const { page } = parseWith(pageQuerySchema, singleValues(req.query));
      const { publications, total } = await listPublications(deps.db, {
        page,
        limit: PAGE_SIZE,
        sort: 'newest',
        author: userID,
        withRemoved: true,
      });
      const answer: AdminUserPublications = { publications, total, page, limit: PAGE_SIZE };
      res.set('Cache-Control', 'no-store').json(answer);
    },
  );
