import {
  publicationDecider,
  publicationStreamId,
  type PublicationWritten,
  revisePublicationSchema,
  type PublicationRevisedData,
} from '@academy/domain';
import { pathParam, RouteTable, signedInUser, withUploads } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { acceptPdf, PUB_NUM, readPublicationRequest, secondsOf } from '../publication-request.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/journal/publications/{pubNum}/versions`: the submission's body plus `changeNote`
 * (JSON or multipart, its PDF stored once the revision is judged, before it is recorded) → 201 `{ pubNum, version, position }`. Only the submitting author; a removed
 * publication answers 409 `removal-note` with its note.
 */
export const revisePublicationRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post(
    '/rest/journal/publications/:pubNum/versions',
    { capability: 'journal-submit' },
    async (req, res) => {
      const user = signedInUser(req);
      const pubNum = Number(pathParam(req, 'pubNum', PUB_NUM));
      const { answer, written } = await withUploads(req, async (uploads) => {
        const { input, pdf } = readPublicationRequest(req, uploads, revisePublicationSchema);
        const meta = commandMeta(req, deps.clock, deps.ids);
        const { changeNote, removePdf, ...content } = input;
        const accepted = pdf ? acceptPdf(deps, pdf) : undefined;
        const command = {
          type: 'RevisePublication' as const,
          pubNum,
          revisedBy: user.userID,
          content,
          pdf: accepted ? accepted.ref : removePdf ? null : undefined,
          changeNote,
          publishDate: secondsOf(meta.now),
        };
        // The PDF is stored once the revision is judged, before its append: a refused one stores
        // nothing. A takeover whose first attempt was recorded answers that revision (judged
        // again, it would change nothing), and stores its PDF if the first attempt did not.
        const { events, position, written } = await handleCommand(
          deps.store,
          publicationStreamId(pubNum),
          publicationDecider,
          command,
          meta,
          accepted ? { beforeAppend: accepted.store } : {},
        ).catch(async (error: unknown) => {
          await accepted?.failed();
          throw error;
        });
        await accepted?.recorded();
        // Each co-author it invites is mailed by the mail process manager (from `CoAuthorInvited`).
        const version = (events[0]!.data as PublicationRevisedData).version;
        const answer: PublicationWritten = { pubNum, version, position };
        return { answer, written };
      });
      await answerCommand(req, res, { status: 201, body: answer, written });
    },
  );
