import express from 'express';
import { type QueryDeps } from './deps.js';
import { registryRoutes } from './registry/route.js';

/** Every query endpoint: read-only, over read models. */
export const queryRouter = (deps: QueryDeps): express.Router => {
  const router = express.Router();
  router.use(registryRoutes(deps));
  return router;
};
