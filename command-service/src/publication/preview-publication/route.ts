import { bodySchema, parseWith, type PreviewAnswer } from '@academy/domain';
import { renderMarkdown, RouteTable } from '@academy/platform';
import { z } from 'zod';
import { type CommandDeps } from '../../pipeline/deps.js';

const previewSchema = z.strictObject({ body: bodySchema });

/**
 * `POST /rest/journal/preview` `{ body }` → 200 `{ html }`: the Markdown and math rendered and
 * sanitized exactly as the publication page will show them. Records nothing.
 */
export const previewPublicationRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/journal/preview', { signedIn: true }, (req, res) => {
    const { body } = parseWith(previewSchema, req.body);
    const answer: PreviewAnswer = { html: renderMarkdown(body) };
    res.set('Cache-Control', 'no-store').json(answer);
  });
