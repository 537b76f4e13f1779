import { publicationStreamId, submitPublicationSchema, type PublicationWritten } from '@academy/domain';
import { RouteTable, signedInUser, withUploads } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { acceptPdf, readPublicationRequest } from '../publication-request.js';
import { submitPublication } from './submit-publication.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/journal/publications`: JSON `{ title, abstract, authors, keywords, body, licence }`,
 * or multipart with that JSON in `data` and the PDF in `pdf` → 201 `{ pubNum, version: 1, position }`.
 * The PDF, staged while it arrived, moves into the blob store once the submission is judged, before it is recorded.
 */
export const submitPublicationRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post(
    '/rest/journal/publications',
    { capability: 'journal-submit' },
    async (req, res) => {
      const user = signedInUser(req);
      const answer: PublicationWritten = await withUploads(req, async (uploads) => {
        const { input, pdf } = readPublicationRequest(req, uploads, submitPublicationSchema);
        const meta = commandMeta(req, deps.clock, deps.ids);
        const accepted = pdf ? acceptPdf(deps, pdf) : undefined;
        // Each co-author it invites is mailed by the mail process manager (from `CoAuthorInvited`).
        const { pubNum, version, position } = await submitPublication(deps, meta, {
          submittedBy: user.userID,
          content: input,
          pdf: accepted?.ref ?? null,
          ...(accepted ? { files: accepted } : {}),
        });
        return { pubNum, version, position };
      });
      // The stream it wrote: the new publication's, at version 1.
      const written = { streamId: publicationStreamId(answer.pubNum), version: 1, position: answer.position };
      await answerCommand(req, res, { status: 201, body: answer, written });
    },
  );
