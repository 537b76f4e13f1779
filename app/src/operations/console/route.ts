import { DomainError, parseWith, startRebuildSchema } from '@academy/domain';
import { pathParam, retryMailNow, RouteTable, type WriteSideAccess } from '@academy/platform';
import { type AcademyCore } from '../../academy.js';
import { readOperations } from './operations-status.js';
import { type Rebuilds } from './rebuilds.js';

/**
 * The operations console's endpoints (admins):
 * `GET /rest/admin/operations`: each read model's generation, code version, position and lag, when
 * its live generation was built and went live, and its rebuild's progress; the event store's size
 * and write rate; the failures (parked Kafka messages, unreadable payment events, mail failed or
 * waiting), nothing personal.
 * `POST /rest/admin/operations/rebuilds` `{ readModel }`: 202 with the rebuild's state; 400
 * `unknown-read-model`; 409 `rebuild-running`, or `rebuild-elsewhere` where the projections run in
 * another process.
 * `POST /rest/admin/operations/mails/:messageId/retry`: a waiting mail that failed is tried at
 * once; 202 `{ messageId }`, 404 when no such mail waits.
 */
export const operationsRoutes = (
  core: AcademyCore,
  access: WriteSideAccess,
  rebuilds: Rebuilds,
): RouteTable =>
  new RouteTable(access)
    .get('/rest/admin/operations', { admin: true }, async (_req, res) => {
      res.set('Cache-Control', 'no-store').json(await readOperations(core, rebuilds));
    })
    .post('/rest/admin/operations/rebuilds', { admin: true }, (req, res) => {
      const { readModel } = parseWith(startRebuildSchema, req.body);
      const state = rebuilds.start(readModel);
      core.logger.info('rebuild started from the operations console', { projection: readModel });
      res.status(202).json({ readModel, ...state });
    })
    .post('/rest/admin/operations/mails/:messageId/retry', { admin: true }, async (req, res) => {
      const messageId = pathParam(req, 'messageId');
      if (!(await retryMailNow(core.db, messageId, core.clock())))
        throw new DomainError('not-found', 'No mail with this Message-ID waits for another attempt');
      core.mail.wakeSender();
      res.status(202).json({ messageId });
    });
