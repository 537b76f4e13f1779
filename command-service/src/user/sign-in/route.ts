import { DomainError, parseWith, signInSchema, type SignInAnswer } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { type CommandDeps } from '../../pipeline/deps.js';
import { startSession } from '../../pipeline/start-session.js';
import { SIGN_IN_SUCCESS } from '../sign-in-pages.js';
import { verifyPassword } from './verify-password.js';

/**
 * `POST /rest/signin/password` with `{ email, password }` (what `/sign-in` posts): 200
 * `{ redirect: "/sign-in-success" }` and a new session cookie; 401 `invalid-credentials`;
 * 403 `banned` with the reason; 429 `rate-limited`.
 */
export const signInRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/signin/password', { allowBanned: true }, async (req, res) => {
    const input = parseWith(signInSchema, req.body);
    const outcome = await verifyPassword(deps, req, input);
    if (outcome.kind === 'banned') throw new DomainError('banned', outcome.reason);
    await startSession(deps, req, res, outcome.userID);
    const answer: SignInAnswer = { redirect: SIGN_IN_SUCCESS };
    res.json(answer);
  });
