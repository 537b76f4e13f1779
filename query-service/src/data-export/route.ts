import { dataExportFileName } from '@academy/domain';
import { RouteTable, sessionOf, signedInUser } from '@academy/platform';
import { AuditReader } from '../audit/audit-reader.js';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { memberData } from './member-data.js';

/**
 * `GET /rest/user/data-export` (signed in; a banned member gets 403 `banned`): the member's own data as a JSON
 * file, `academy-data-<date>.json` (the fields: docs/privacy.md). Only ever the session's member.
 */
export const dataExportRoute = (deps: QueryDeps): RouteTable => {
  const reader = new AuditReader(deps.store);
  const clock = deps.clock ?? (() => new Date());
  return new RouteTable(deps.access).get(
    '/rest/user/data-export',
    { signedIn: true },
    readYourWrites(deps, ['profiles', 'orders', 'journal']),
    async (req, res) => {
      const user = signedInUser(req);
      const now = clock();
      const session = sessionOf(req)?.idHash ?? null;
      const answer = await memberData(deps, reader, { userID: user.userID, admin: user.admin, session }, now);
      res
        .set('Cache-Control', 'no-store')
        .set('Content-Disposition', `attachment; filename="${dataExportFileName(now)}"`)
        .type('application/json')
        .send(JSON.stringify(answer, null, 2));
    },
  );
};
