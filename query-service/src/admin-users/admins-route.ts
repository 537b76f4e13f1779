import { type AdminsAnswer } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';

interface Row {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  admin_since: Date | string | null;
  admin_by: string | null;
  by_first: string | null;
  by_last: string | null;
}

/**
 * `GET /rest/admin/admins` (admins) → `{ admins: [{ userID, name, email, since, by, byName }] }`:
 * who the admins are, who granted them (an admin's name, or `operator:…`) and when. From the
 * `admin-users` read model (which folds the `admins` stream).
 */
export const adminsListRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get(
    '/rest/admin/admins',
    { admin: true },
    readYourWrites(deps, ['admin-users']),
    async (_req, res) => {
      const { rows } = await deps.db.query<Row>(
        `select u.user_id, u.first_name, u.last_name, u.email, u.admin_since, u.admin_by,
                b.first_name as by_first, b.last_name as by_last
           from admin_users u left join admin_users b on b.user_id::text = u.admin_by
          where u.admin order by u.admin_since nulls first, u.user_id`,
      );
      const answer: AdminsAnswer = {
        admins: rows.map((r) => ({
          userID: r.user_id,
          name: `${r.first_name} ${r.last_name}`.trim(),
          email: r.email,
          since: r.admin_since === null ? null : new Date(r.admin_since).toISOString(),
          by: r.admin_by,
          byName: r.by_first === null ? r.admin_by : `${r.by_first} ${r.by_last ?? ''}`.trim(),
        })),
      };
      res.set('Cache-Control', 'no-store').json(answer);
    },
  );
