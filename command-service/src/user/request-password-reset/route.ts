import { parseWith, passwordResetRequestSchema } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { type CommandDeps } from '../../pipeline/deps.js';
import { requestPasswordReset } from './request-password-reset.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/** `POST /rest/signin/password-reset` `{ email }`: always 202 (429 when limited). Public; a banned session is refused like everywhere else. */
export const requestPasswordResetRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/signin/password-reset', {}, async (req, res) => {
    const { email } = parseWith(passwordResetRequestSchema, req.body);
    await requestPasswordReset(deps, req, email);
    await answerCommand(req, res, {
      status: 202,
      body: { message: 'If an account uses this email, a reset link is on its way.' },
    });
  });
