import { errorHandler, jsonBody, notFoundHandler, sameOriginGuard, sessionLayer } from '@academy/platform';
import express from 'express';
import { commandRoutes } from '../command-routes.js';
import { STRIPE_WEBHOOK_PATH, webhookRawBody } from '../payments/stripe-webhook/route.js';
import { type CommandDeps } from '../pipeline/deps.js';
import { PUBLICATION_BODY_PATHS, publicationJsonBody } from '../publication/publication-body.js';
import { uploadBodies } from '../upload-bodies.js';

/**
 * The command side as the app serves it: for /rest, the refusal of cross-origin state changes,
 * the JSON body, the session layer, the real command routes; then 404 and the error handler.
 */
export const specApp = (deps: CommandDeps): express.Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.use('/rest', sameOriginGuard(deps.config.PUBLIC_URL));
  app.use(STRIPE_WEBHOOK_PATH, webhookRawBody());
  app.use(uploadBodies(deps.blobs));
  app.use(PUBLICATION_BODY_PATHS, publicationJsonBody());
  app.use('/rest', jsonBody());
  app.use('/rest', sessionLayer({ db: deps.db, clock: deps.clock, publicUrl: deps.config.PUBLIC_URL }));
  app.use(commandRoutes(deps).router);
  app.use('/rest', notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
};
