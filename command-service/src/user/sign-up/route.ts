import { parseWith, signUpSchema } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { startSession } from '../../pipeline/start-session.js';
import { signUp } from './sign-up.js';

/** `POST /rest/signup`: a visitor becomes a member, signed in at once. Answers 201 `{ userID, position }`. */
export const signUpRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/signup', {}, async (req, res) => {
    const input = parseWith(signUpSchema, req.body);
    const result = await signUp(deps, commandMeta(req, deps.clock, deps.ids), input);
    await startSession(deps, req, res, result.userID);
    res.status(201).json(result);
  });
