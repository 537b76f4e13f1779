import {
  changeEmailSchema,
  confirmEmailChangeSchema,
  parseWith,
  undoEmailChangeSchema,
  type EmailChangeConfirmed,
  type EmailChangeRequested,
  type EmailChangeUndone,
} from '@academy/domain';
import { clearSessionCookie, replaceSessionOf, RouteTable, sessionOf, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { confirmEmailChange, requestEmailChange } from './change-email.js';
import { undoEmailChange } from './undo-email-change.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/user/email` `{ email, password }` (signed in): 202, a confirmation link mailed to the
 * new address; 400 `validation-failed` naming `email`, or `password` when it is not the member's
 * (limited like sign-in: 429 `rate-limited`); 409 `email-taken` when another account owns it.
 * `POST /rest/user/email/confirm` `{ token }`: 200 `{ position, email }`, and a notice with an undo
 * link to the old address; 400 `invalid-token`.
 * `POST /rest/user/email/undo` `{ token }`: 200 `{ position, email }`, the old address restored and
 * every session ended; 400 `invalid-token`; 409 `email-taken`.
 * The links are their own proof (they reached the mailbox), so they need no session.
 */
export const changeEmailRoutes = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access)
    .post('/rest/user/email', { signedIn: true }, async (req, res) => {
      const { userID } = signedInUser(req);
      const input = parseWith(changeEmailSchema, req.body);
      await requestEmailChange(deps, req, userID, input);
      const answer: EmailChangeRequested = {
        message: `A confirmation link is on its way to ${input.email}.`,
      };
      await answerCommand(req, res, { status: 202, body: answer });
    })
    .post('/rest/user/email/confirm', {}, async (req, res) => {
      const { token } = parseWith(confirmEmailChangeSchema, req.body);
      const meta = commandMeta(req, deps.clock, deps.ids);
      const { position, email, written } = await confirmEmailChange(deps, req, meta, token);
      const answer: EmailChangeConfirmed = { position, email };
      await answerCommand(req, res, { body: answer, written });
    })
    .post('/rest/user/email/undo', {}, async (req, res) => {
      const { token } = parseWith(undoEmailChangeSchema, req.body);
      const meta = commandMeta(req, deps.clock, deps.ids);
      const { position, userID, email, written } = await undoEmailChange(deps, meta, token);
      if (sessionOf(req)?.userID === userID) {
        replaceSessionOf(req, null);
        clearSessionCookie(req, res, deps.config.PUBLIC_URL);
      }
      const answer: EmailChangeUndone = { position, email };
      await answerCommand(req, res, { body: answer, written });
    });
