import express from 'express';
import { idempotency } from './idempotency/idempotency.js';
import { type CommandDeps } from './shared/deps.js';
import { signUpRoute } from './user/sign-up/route.js';

/** Every command endpoint. Mount after the JSON body parser and the session layer. */
export const commandRouter = (deps: CommandDeps): express.Router => {
  const router = express.Router();
  router.use(idempotency(deps.db));
  router.use(signUpRoute(deps));
  return router;
};
