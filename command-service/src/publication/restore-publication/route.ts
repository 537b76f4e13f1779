import { publicationDecider, publicationStreamId } from '@academy/domain';
import { pathParam, RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { PUB_NUM, secondsOf } from '../publication-request.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/** `DELETE /rest/admin/journal/publications/{pubNum}/removal` (admins): restores it, 200 `{ position }`. */
export const restorePublicationRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).delete(
    '/rest/admin/journal/publications/:pubNum/removal',
    { admin: true },
    async (req, res) => {
      const admin = signedInUser(req);
      const pubNum = Number(pathParam(req, 'pubNum', PUB_NUM));
      const meta = commandMeta(req, deps.clock, deps.ids);
      const { position, written } = await handleCommand(
        deps.store,
        publicationStreamId(pubNum),
        publicationDecider,
        { type: 'RestorePublication', pubNum, by: admin.userID, restoreDate: secondsOf(meta.now) },
        meta,
        { retries: 3 },
      );
      await answerCommand(req, res, { body: { position }, written });
    },
  );
