import type express from 'express';
import { contextOf } from '../http/request-context.js';
import { withRequestId, type Logger } from '../logging/logger.js';
import { httpRequestDuration } from './metrics.js';
import { sqlStatementsTotal, tallyStatements } from './statement-tally.js';

const routeKey = Symbol('academy.route');

type WithRoute = express.Request & { [routeKey]?: string };

/**
 * Notes the route pattern a request matched, as the route table's first step: a request refused
 * on the way (the guard, a thrown error) has left the route by the time it is logged.
 */
export const noteRoute =
  (path: string): express.RequestHandler =>
  (req, _res, next) => {
    (req as WithRoute)[routeKey] = path;
    next();
  };

/** The route pattern that answered (never the concrete path, which may hold ids). */
const routeOf = (req: express.Request): string => {
  const route = (req as { route?: { path?: unknown } }).route?.path;
  if (typeof route === 'string') return route;
  const noted = (req as WithRoute)[routeKey];
  if (noted) return noted;
  if (req.originalUrl.startsWith('/rest/')) return '(unmatched /rest)';
  return '(static)';
};

/** Health probes: a load balancer asks every second, and 503 is what they answer until ready. */
const probes = new Set(['/healthz', '/readyz']);

/**
 * Gives every request its id (the correlation id of the events it appends, echoed as
 * `X-Request-Id`), runs the rest of the chain with that id on every log line, and on finish logs
 * one `request` line and observes the HTTP metrics (with the SQL statements the request sent). No query string, body or cookie is logged.
 */
export const requestLog =
  (logger: Logger): express.RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    const reqId = contextOf(req).correlationId;
    res.setHeader('X-Request-Id', reqId);
    const tally = { statements: 0 };
    res.once('finish', () =>
      withRequestId(reqId, () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const route = routeOf(req);
        httpRequestDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
        sqlStatementsTotal.inc({ method: req.method, route }, tally.statements);
        const fields = { method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) };
        // A probe's 503 is its answer (starting, warming, a projection behind), not a failure.
        if (res.statusCode >= 500 && !probes.has(route)) logger.error('request', fields);
        else if (route !== '(static)') logger.info('request', fields);
        else logger.debug('request', fields);
      }),
    );
    tallyStatements(tally, () => withRequestId(reqId, next));
  };
