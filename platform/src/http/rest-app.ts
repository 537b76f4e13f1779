import express from 'express';
import { type RouteGroup } from '../access/route-table.js';
import { type Config } from '../config/config.js';
import { type Logger } from '../logging/logger.js';
import { requestLog } from '../observability/request-log.js';
import { sessionLayer } from '../sessions/session-layer.js';
import { type SqlExecutor } from '../sql/sql-client.js';
import { bodyEncodingErrors } from './body-encoding.js';
import { errorHandler, notFoundHandler } from './errors.js';
import { inputGate } from './input-gate.js';
import { jsonBody } from './json-body.js';
import { sameOriginGuard } from './same-origin.js';
import { securityHeaders } from './security-headers.js';

/** A body reader for some paths (a raw body to verify, a larger JSON limit, multipart uploads). */
export interface BodyReader {
  path: string | string[];
  read: express.RequestHandler;
}

/** One side of the API (commands, queries): its routes, and the body readers its paths need. */
export interface RestSide extends RouteGroup {
  readonly bodyReaders?: readonly BodyReader[];
}

export interface RestAppOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'> & Partial<Pick<Config, 'KURRENTDB_URL'>>;
  db: SqlExecutor;
  clock: () => Date;
  logger: Logger;
  sides: readonly RestSide[];
  /** Whether /rest answers now (otherwise 503 with Retry-After); always, when not given. */
  ready?: () => boolean;
  /** Mounted before /rest (health and readiness). */
  before?: (app: express.Express) => void;
  /** Mounted after /rest's 404 (the built frontend). */
  after?: (app: express.Express) => void;
}

const unavailable: express.RequestHandler = (_req, res) => {
  res
    .set('Retry-After', '1')
    .status(503)
    .json({ error: 'service-unavailable', error_msg: 'Service Unavailable' });
};

/**
 * The one request pipeline of /rest, for the app and every spec harness alike. In order: the
 * request log and security headers; `before`; for /rest, readiness, the refusal of cross-origin
 * state changes, the body readers (each side's, for its paths, then the JSON body: a body any of
 * them read is left as it is; a body that does not decode as its Content-Encoding says is a 400), the input gate (every string and key of the request, before any
 * route), the session layer, each side's routes, 404; `after`; the error handler.
 */
export const restApp = (options: RestAppOptions): express.Express => {
  const { config, logger, sides } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestLog(logger));
  app.use(securityHeaders(config.PUBLIC_URL));
  options.before?.(app);
  const { ready } = options;
  if (ready) app.use('/rest', (req, res, next) => (ready() ? next() : unavailable(req, res, next)));
  app.use('/rest', sameOriginGuard(config.PUBLIC_URL));
  // Body readers: everything that reads a request body is mounted here, before the input gate.
  for (const side of sides) for (const reader of side.bodyReaders ?? []) app.use(reader.path, reader.read);
  app.use('/rest', jsonBody());
  app.use('/rest', bodyEncodingErrors);
  app.use('/rest', inputGate);
  app.use(
    '/rest',
    sessionLayer({
      db: options.db,
      clock: options.clock,
      publicUrl: config.PUBLIC_URL,
      // The SQL event store shares the database: the session's statement also reads the versions authorization needs.
      withStreamVersions: !config.KURRENTDB_URL,
    }),
  );
  for (const side of sides) app.use(side.router);
  app.use('/rest', notFoundHandler);
  options.after?.(app);
  app.use(errorHandler(logger));
  return app;
};
