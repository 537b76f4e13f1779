import { DomainError, parseWith, startRebuildSchema } from '@academy/domain';
import { pathParam, retryMailNow, RouteTable, type WriteSideAccess } from '@academy/platform';
import { type AcademyCore } from '../../academy.js';
import { readOperations } from './operations-status.js';
import { requestRebuild } from './rebuild-requests.js';

/**
 * The operations console's endpoints (admins):
 * `GET /rest/admin/operations`: each read model's generation, code version, position and lag, when
 * its live generation was built and went live, and its rebuild's progress; the event store's size
 * and write rate; the failures (parked Kafka messages, unreadable payment events, mail failed or
 * waiting), nothing personal.
 * `POST /rest/admin/operations/rebuilds` `{ readModel }`: the rebuild is asked for (the process that
 * runs the projections starts it within a second: rebuilds.ts); 202 with its state (`requested`); 400
 * `unknown-read-model`; 409 `rebuild-running` when one is asked for or running.
 * `POST /rest/admin/operations/mails/:messageId/retry`: a waiting mail that failed is tried at
 * once; 202 `{ messageId }`, 404 when no such mail waits.
 */
export const operationsRoutes = (core: AcademyCore, access: WriteSideAccess): RouteTable =>
  new RouteTable(access)
    .get('/rest/admin/operations', { admin: true }, async (_req, res) => {
      res.set('Cache-Control', 'no-store').json(await readOperations(core));
    })
    .post('/rest/admin/operations/rebuilds', { admin: true }, async (req, res) => {
      const { readModel } = parseWith(startRebuildSchema, req.body);
      if (!core.projections.some((p) => p.name === readModel)) {
        const known = core.projections.map((p) => p.name).join(', ');
        throw new DomainError(
          'unknown-read-model',
          `There is no read model named "${readModel}". Known: ${known}`,
        );
      }
      const state = await requestRebuild(core.db, readModel, core.clock());
      if (!state) throw new DomainError('rebuild-running', `A rebuild of ${readModel} is already running`);
      core.logger.info('rebuild asked for from the operations console', { projection: readModel });
      res.status(202).json({ readModel, ...state });
    })
    .post('/rest/admin/operations/mails/:messageId/retry', { admin: true }, async (req, res) => {
      const messageId = pathParam(req, 'messageId');
      if (!(await retryMailNow(core.db, messageId, core.clock())))
        throw new DomainError('not-found', 'No mail with this Message-ID waits for another attempt');
      core.mail.wakeSender();
      res.status(202).json({ messageId });
    });
