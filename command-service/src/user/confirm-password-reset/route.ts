import { parseWith, passwordResetConfirmSchema } from '@academy/domain';
import { clearSessionCookie, replaceSessionOf, RouteTable, sessionOf } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { confirmPasswordReset } from './confirm-password-reset.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/signin/password-reset/confirm` `{ token, password }`: 200 `{ position, redirect: "/sign-in" }`;
 * 400 `invalid-token`. Public; a banned session is refused like everywhere else.
 */
export const confirmPasswordResetRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/signin/password-reset/confirm', {}, async (req, res) => {
    const input = parseWith(passwordResetConfirmSchema, req.body);
    const meta = commandMeta(req, deps.clock, deps.ids);
    const { position, userID, written } = await confirmPasswordReset(deps, req, meta, input);
    // Every session of that user has ended; if this browser held one, forget it here too.
    if (sessionOf(req)?.userID === userID) {
      replaceSessionOf(req, null);
      clearSessionCookie(req, res, deps.config.PUBLIC_URL);
    }
    await answerCommand(req, res, { body: { position, redirect: '/sign-in' }, written });
  });
