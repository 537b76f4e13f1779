import { parseWith, passwordResetConfirmSchema, passwordResetRequestSchema } from '@academy/domain';
import { clearSessionCookie, replaceSessionOf, RouteTable, sessionOf } from '@academy/platform';
import { commandRun } from '../../shared/command-context.js';
import { type CommandDeps } from '../../shared/deps.js';
import { confirmPasswordReset } from './confirm-reset.js';
import { requestPasswordReset } from './request-reset.js';

/**
 * `POST /rest/signin/password-reset` `{ email }`: always 202 (429 when limited).
 * `POST /rest/signin/password-reset/confirm` `{ token, password }`: 200 `{ position, redirect: "/sign-in" }`;
 * 400 `invalid-token`. Both are public; a banned session is refused like everywhere else.
 */
export const passwordResetRoutes = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access)
    .post('/rest/signin/password-reset', {}, async (req, res) => {
      const { email } = parseWith(passwordResetRequestSchema, req.body);
      await requestPasswordReset(deps, req, email);
      res.status(202).json({ message: 'If an account uses this email, a reset link is on its way.' });
    })
    .post('/rest/signin/password-reset/confirm', {}, async (req, res) => {
      const input = parseWith(passwordResetConfirmSchema, req.body);
      const { position, userID } = await confirmPasswordReset(
        deps,
        req,
        commandRun(req, deps.clock, deps.ids),
        input,
      );
      // Every session of that user has ended; if this browser held one, forget it here too.
      if (sessionOf(req)?.userID === userID) {
        replaceSessionOf(req, null);
        clearSessionCookie(req, res, deps.config.PUBLIC_URL);
      }
      res.json({ position, redirect: '/sign-in' });
    });
