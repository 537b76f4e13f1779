import { submitPublicationSchema } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { readPublicationRequest, storePdf } from '../publication-request.js';
import { submitPublication } from './submit-publication.js';

/**
 * `POST /rest/journal/publications`: JSON `{ title, abstract, authors, keywords, body, licence }`,
 * or multipart with that JSON in `data` and the PDF in `pdf` → 201 `{ pubNum, version: 1, position }`.
 */
export const submitPublicationRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post(
    '/rest/journal/publications',
    { capability: 'journal-submit' },
    async (req, res) => {
      const user = signedInUser(req);
      const { input, pdf } = await readPublicationRequest(req, submitPublicationSchema);
      const meta = commandMeta(req, deps.clock, deps.ids);
      const pdfRef = pdf ? await storePdf(deps, pdf) : null;
      const answer = await submitPublication(deps, meta, {
        submittedBy: user.userID,
        content: input,
        pdf: pdfRef,
      });
      res.status(201).json(answer);
    },
  );
