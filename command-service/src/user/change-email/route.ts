import {
  changeEmailSchema,
  confirmEmailChangeSchema,
  parseWith,
  type EmailChangeConfirmed,
  type EmailChangeRequested,
} from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { confirmEmailChange, requestEmailChange } from './change-email.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/user/email` `{ email }` (signed in): 202, a confirmation link mailed to the new
 * address; 400 `validation-failed` naming `email`; 409 `email-taken` when another account owns it.
 * `POST /rest/user/email/confirm` `{ token }`: 200 `{ position, email }`; 400 `invalid-token`.
 * The link is its own proof (it reached the new address), so confirming needs no session.
 */
export const changeEmailRoutes = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access)
    .post('/rest/user/email', { signedIn: true }, async (req, res) => {
      const { userID } = signedInUser(req);
      const { email } = parseWith(changeEmailSchema, req.body);
      await requestEmailChange(deps, req, userID, email);
      const answer: EmailChangeRequested = { message: `A confirmation link is on its way to ${email}.` };
      await answerCommand(req, res, { status: 202, body: answer });
    })
    .post('/rest/user/email/confirm', {}, async (req, res) => {
      const { token } = parseWith(confirmEmailChangeSchema, req.body);
      const { position, email, written } = await confirmEmailChange(
        deps,
        commandMeta(req, deps.clock, deps.ids),
        token,
      );
      const answer: EmailChangeConfirmed = { position, email };
      await answerCommand(req, res, { body: answer, written });
    });
