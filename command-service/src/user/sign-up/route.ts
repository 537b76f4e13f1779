import { parseWith, signUpSchema } from '@academy/domain';
import { RouteTable } from '@academy/platform';
import type express from 'express';
import { commandRun } from '../../shared/command-context.js';
import { type CommandDeps } from '../../shared/deps.js';
import { signUp } from './sign-up.js';

export type AfterSignUp = (req: express.Request, res: express.Response, userID: string) => Promise<void>;

/** `POST /rest/signup`: a visitor becomes a member. Answers 201 `{ userID, position }`. */
export const signUpRoute = (deps: CommandDeps, afterSignUp?: AfterSignUp): RouteTable =>
  new RouteTable(deps.access).post('/rest/signup', {}, async (req, res) => {
    const input = parseWith(signUpSchema, req.body);
    const result = await signUp(deps, commandRun(req, deps.clock, deps.ids), input);
    await afterSignUp?.(req, res, result.userID);
    res.status(201).json(result);
  });
