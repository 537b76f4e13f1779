import {
  createExpertiseTagSchema,
  EXPERTISE_TAGS_STREAM,
  type CreatedExpertiseTag,
  expertiseDecider,
  parseWith,
} from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/expertise/tags` `{ tag }` (signed in; the editor's create-new option) → 201
 * `{ tag, position }`; a tag that exists (catalogue or created) answers 409 `expertise-tag-exists`.
 */
export const createExpertiseTagRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/expertise/tags', { signedIn: true }, async (req, res) => {
    const { tag } = parseWith(createExpertiseTagSchema, req.body);
    const user = signedInUser(req);
    const { position, written } = await handleCommand(
      deps.store,
      EXPERTISE_TAGS_STREAM,
      expertiseDecider,
      { type: 'CreateExpertiseTag', tag, by: user.userID },
      commandMeta(req, deps.clock, deps.ids),
      { retries: 3 },
    );
    const answer: CreatedExpertiseTag = { tag, position };
    await answerCommand(req, res, { status: 201, body: answer, written });
  });
