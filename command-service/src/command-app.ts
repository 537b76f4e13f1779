import { restApp, type RestSide } from '@academy/platform';
import type express from 'express';
import { commandRoutes } from './command-routes.js';
import { STRIPE_WEBHOOK_PATH, webhookRawBody } from './payments/stripe-webhook/route.js';
import { type CommandDeps } from './pipeline/deps.js';
import { PUBLICATION_BODY_PATHS, publicationJsonBody } from './publication/publication-body.js';
import { uploadBodies } from './upload-bodies.js';

/**
 * The command side as the request pipeline mounts it: its routes, and the body readers its paths
 * need before the app's 100 KB JSON body and the input gate (the webhook's signature is over its
 * raw bytes; uploads are read as they stream in; a publication's body may hold 200,000 characters,
 * read as JSON up to 2 MB).
 */
export const commandSide = (deps: CommandDeps): RestSide => {
  const { router, routes } = commandRoutes(deps);
  return {
    router,
    routes,
    bodyReaders: [
      { path: STRIPE_WEBHOOK_PATH, read: webhookRawBody() },
      // Uploads (a publication's PDF, a profile image) stream to files staged beside the blob store.
      { path: '/', read: uploadBodies(deps.blobs) },
      { path: PUBLICATION_BODY_PATHS, read: publicationJsonBody() },
    ],
  };
};

/** The command side alone, through the one request pipeline: what every command spec runs against. */
export const commandApp = (deps: CommandDeps): express.Express =>
  restApp({
    config: deps.config,
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    sides: [commandSide(deps)],
  });
