import {
  commandRoutes,
  PUBLICATION_BODY_PATHS,
  publicationJsonBody,
  STRIPE_WEBHOOK_PATH,
  webhookRawBody,
  type CommandDeps,
} from '@academy/command-service';
import {
  errorHandler,
  jsonBody,
  notFoundHandler,
  openBlobStore,
  refuseNulBytes,
  requestLog,
  sameOriginGuard,
  securityHeaders,
  sessionLayer,
  type RouteSpec,
} from '@academy/platform';
import { queryRoutes } from '@academy/query-service';
import express from 'express';
import { type AcademyCore } from '../academy.js';
import { readiness } from '../operations/readiness.js';
import { compressResponses } from './compress-responses.js';
import { sitePages } from './site-pages.js';

export type Lifecycle = 'starting' | 'ready' | 'stopping';

export interface HttpAppOptions {
  lifecycle: () => Lifecycle;
  /** Built frontend folder (tests may point elsewhere). */
  frontendDist?: string;
}

const routeTableKey = 'academyRouteTable';

/** Every /rest endpoint the app serves, with its requirement (for the route-table test). */
export const routeTableOf = (app: express.Express): readonly RouteSpec[] =>
  app.locals[routeTableKey] as RouteSpec[];

/**
 * One Express app: health, then for /rest: refusal of cross-origin state changes, the JSON body,
 * the session layer (sets the actor), commands and queries (each endpoint guarded by its
 * requirement); then the built frontend.
 */
export const createHttpApp = (core: AcademyCore, options: HttpAppOptions): express.Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.set('trust proxy', core.config.TRUST_PROXY);
  app.use(requestLog(core.logger));
  app.use(securityHeaders(core.config.PUBLIC_URL));
  app.use(compressResponses());
  app.get(
    '/readyz',
    readiness(core, () => options.lifecycle() === 'ready'),
  );
  app.get('/healthz', (_req, res) => {
    const state = options.lifecycle();
    res.status(state === 'ready' ? 200 : 503).json({ status: state === 'ready' ? 'ok' : state });
  });
  app.use('/rest', (_req, res, next) => {
    if (options.lifecycle() === 'ready') return next();
    res
      .set('Retry-After', '1')
      .status(503)
      .json({ error: 'service-unavailable', error_msg: 'Service Unavailable' });
  });
  app.use('/rest', sameOriginGuard(core.config.PUBLIC_URL));
  // The webhook's signature is over its raw bytes: its body is read before the JSON parser's turn.
  app.use(STRIPE_WEBHOOK_PATH, webhookRawBody());
  // A publication's body may hold 200,000 characters: its routes read JSON up to 2 MB.
  app.use(PUBLICATION_BODY_PATHS, publicationJsonBody());
  app.use('/rest', jsonBody());
  app.use('/rest', refuseNulBytes);
  app.use('/rest', sessionLayer({ db: core.db, clock: core.clock, publicUrl: core.config.PUBLIC_URL }));
  const blobs = openBlobStore(core.config.dataDir);
  const commandDeps: CommandDeps = {
    db: core.db,
    store: core.store,
    clock: core.clock,
    ids: core.ids,
    passwords: core.passwords,
    logger: core.logger,
    access: core.access,
    mailer: core.mailer,
    config: core.config,
    payments: core.payments,
    blobs,
  };
  const commands = commandRoutes(commandDeps);
  const queries = queryRoutes({
    db: core.db,
    store: core.store,
    clock: core.clock,
    ids: core.ids,
    logger: core.logger,
    access: core.access,
    blobs,
    ...(core.search
      ? { search: core.search.reader, searchProjections: ['profiles', core.search.projection.name] }
      : {}),
    // In one process the runner wakes waiting queries; across processes they poll.
    projectionsAdvanced: core.config.APP_ROLE === 'all' ? core.runner.advanced : undefined,
    projectionsFromKafka: core.config.KAFKA_BROKERS !== undefined,
    journal: {
      dataDir: core.config.DATA_DIR,
      publicUrl: core.config.PUBLIC_URL,
      academyName: core.config.ACADEMY_NAME,
    },
  });
  // Scaled out, each process serves one side (APP_ROLE); the gateway routes between them.
  const role = core.config.APP_ROLE;
  const serveCommands = role === 'all' || role === 'commands';
  const serveQueries = role === 'all' || role === 'queries';
  if (serveCommands) app.use(commands.router);
  if (serveQueries) app.use(queries.router);
  app.locals[routeTableKey] = [
    ...(serveCommands ? commands.routes : []),
    ...(serveQueries ? queries.routes : []),
  ];
  app.use('/rest', notFoundHandler);
  if (serveQueries) app.use(sitePages(core, options.frontendDist));
  app.use(errorHandler(core.logger));
  return app;
};
