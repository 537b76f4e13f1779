import { type AuditMails } from '@academy/domain';
import { mailsOf, pathParam, RouteTable } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The audit's mail list (admins): which mails the academy queued for a member, with their kind,
 * status and times, from the mail queue (an operational table; an erasure empties it). Never an
 * address or a body.
 */
export const auditMailRoutes = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get(
    '/rest/admin/audit/users/:userID/mails',
    { admin: true },
    async (req, res) => {
      const userID = pathParam(req, 'userID', UUID).toLowerCase();
      const answer: AuditMails = { mails: await mailsOf(deps.db, userID) };
      res.set('Cache-Control', 'no-store').json(answer);
    },
  );
