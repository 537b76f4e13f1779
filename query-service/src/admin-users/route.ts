import { adminUserSearchSchema, type AdminUserDetail, DomainError, parseWith } from '@academy/domain';
import { pathParam, RouteTable } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { singleValues } from '../registry/route.js';
import { membershipAnswerOf } from '../membership-status/membership-answer.js';
import { findAdminUser, searchAdminUsers } from './queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /rest/admin/users?queryValue=&queryType=name|email|phone&page=&limit=` → `{ users, total, page, limit }`
 * (admins; from the `admin-users` read model) and `GET /rest/admin/users/{userID}` → one user, with
 * `membership` from the write side: the same answer as the member's own `GET /rest/membership`.
 */
export const adminUsersRoutes = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access)
    .get('/rest/admin/users', { admin: true }, readYourWrites(deps, ['admin-users']), async (req, res) => {
      const search = parseWith(adminUserSearchSchema, singleValues(req.query));
      res.set('Cache-Control', 'no-store').json(await searchAdminUsers(deps.db, search));
    })
    .get(
      '/rest/admin/users/:userID',
      { admin: true },
      readYourWrites(deps, ['admin-users']),
      async (req, res) => {
        const userID = pathParam(req, 'userID', UUID).toLowerCase();
        const user = await findAdminUser(deps.db, userID);
        if (!user) throw new DomainError('not-found', 'No such user');
        const { membershipTier } = await deps.access.of(userID);
        const answer: AdminUserDetail = {
          ...user,
          membership: await membershipAnswerOf(deps, userID, membershipTier),
        };
        res.set('Cache-Control', 'no-store').json(answer);
      },
    );
