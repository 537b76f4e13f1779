import { commandRouter } from '@academy/command-service';
import { errorHandler, jsonBody, notFoundHandler } from '@academy/platform';
import { queryRouter } from '@academy/query-service';
import express from 'express';
import { type AcademyCore } from '../academy.js';
import { staticFrontend } from './static-frontend.js';

export type Lifecycle = 'starting' | 'ready' | 'stopping';

export interface HttpAppOptions {
  lifecycle: () => Lifecycle;
  /** Built frontend folder (tests may point elsewhere). */
  frontendDist?: string;
}

const securityHeaders: express.RequestHandler = (_req, res, next) => {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  next();
};

/** One Express app: health, commands, queries, the built frontend. */
export const createHttpApp = (core: AcademyCore, options: HttpAppOptions): express.Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(securityHeaders);
  app.get('/healthz', (_req, res) => {
    const state = options.lifecycle();
    res.status(state === 'ready' ? 200 : 503).json({ status: state === 'ready' ? 'ok' : state });
  });
  app.use('/rest', (_req, res, next) => {
    if (options.lifecycle() === 'ready') return next();
    res.set('Retry-After', '1').status(503).json({ error: 'service-unavailable', error_msg: 'Service Unavailable' });
  });
  app.use('/rest', jsonBody());
  const commandDeps = {
    db: core.db,
    store: core.store,
    clock: core.clock,
    ids: core.ids,
    passwords: core.passwords,
    logger: core.logger,
  };
  app.use(commandRouter(commandDeps));
  app.use(queryRouter({ db: core.db, store: core.store, logger: core.logger, projectionsAdvanced: core.runner.advanced }));
  app.use('/rest', notFoundHandler);
  app.use(staticFrontend(core.config, options.frontendDist));
  app.use(errorHandler(core.logger));
  return app;
};
