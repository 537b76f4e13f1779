import { DomainError } from '@academy/domain';
import type express from 'express';
import { ConcurrencyError } from '../event-store/port.js';
import { type Logger } from '../logging/logger.js';
import { badInputFromDatabase, failureDetails } from './database-errors.js';
import { errorBody, statusOf } from './error-status.js';

/** `{ error, error_msg }` for everything that goes wrong; never a stack trace. */
export const sendError = (res: express.Response, error: DomainError): void => {
  if (res.headersSent) return;
  if (error.retryAfterSeconds !== undefined)
    res.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  res.status(statusOf(error)).json(errorBody(error));
};

/** A body parser's limit in bytes as people write it: "100 KB", "2 MB". */
const sizeText = (limit: unknown): string => {
  if (typeof limit !== 'number') return '100 KB';
  return limit >= 1024 * 1024
    ? `${+(limit / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.round(limit / 1024)} KB`;
};

const bodyParserError = (error: unknown): DomainError | undefined => {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  switch (error.type) {
    case 'entity.too.large': {
      const message = `The request body is larger than ${sizeText((error as { limit?: unknown }).limit)}`;
      return new DomainError('validation-failed', message, [{ path: '(body)', message }]);
    }
    case 'entity.parse.failed':
      return new DomainError('validation-failed', 'The request body is not valid JSON', [
        { path: '(body)', message: 'The request body is not valid JSON' },
      ]);
    case 'encoding.unsupported':
    case 'charset.unsupported':
    case 'request.aborted':
    case 'request.size.invalid':
      return new DomainError('validation-failed', 'The request body could not be read', [
        { path: '(body)', message: 'The request body could not be read' },
      ]);
    default:
      return undefined;
  }
};

/** A path whose percent-encoding does not decode (`/rest/users/%`): the router's URIError. */
const undecodablePath = (error: unknown): DomainError | undefined =>
  error instanceof URIError
    ? new DomainError('validation-failed', 'The address is not valid percent-encoding', [
        { path: '(path)', message: 'The address is not valid percent-encoding' },
      ])
    : undefined;

/** Node's codes for a peer that cannot be reached, and a full disk. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
]);
/** PostgreSQL's SQLSTATEs for a connection lost, a server shutting down or starting, a full disk. */
const UNAVAILABLE_STATE = /^(08...|57P0[1-3]|53100|53300)$/;
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|No space left on device/i;

/**
 * The database (or its disk) is out of reach for a moment: the server is down or restarting, the
 * connection was cut, the disk is full. The request did nothing it could keep: 503, try again.
 */
export const unavailableError = (error: unknown): DomainError | undefined => {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as { code?: unknown };
  const unavailable =
    (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATE.test(code))) ||
    UNREACHABLE_MESSAGE.test(error.message);
  return unavailable
    ? new DomainError(
        'service-unavailable',
        'The service is briefly unavailable; please try again',
        undefined,
        {
          retryAfterSeconds: 5,
        },
      )
    : undefined;
};

/** Maps any thrown value to the error table of ARCHITECTURE.md. */
export const toDomainError = (error: unknown): DomainError => {
  if (error instanceof DomainError) return error;
  if (error instanceof ConcurrencyError)
    return new DomainError(
      'concurrency-conflict',
      'Someone else changed this at the same time; please try again',
    );
  return (
    bodyParserError(error) ??
    undecodablePath(error) ??
    badInputFromDatabase(error) ??
    unavailableError(error) ??
    new DomainError('internal-error', 'Error: There was an error while processing your request.')
  );
};

/** The route pattern that failed (`/rest/users/:id`), or the path when no route matched. */
const routeOf = (req: express.Request): string => {
  const route = (req as { route?: { path?: unknown } }).route?.path;
  return typeof route === 'string' ? route : req.path;
};

/**
 * Answers the error per the table. A 500, a database out of reach, or bad input that only the
 * database caught (a schema or the input gate should have) is logged with the method and route,
 * the SQLSTATE, the database's detail and the stream being appended to, when known.
 */
export const errorHandler =
  (logger: Logger): express.ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    const domainError = toDomainError(error);
    const raw = !(error instanceof DomainError);
    const failure =
      domainError.code === 'internal-error'
        ? 'request failed'
        : domainError.code === 'service-unavailable' && raw
          ? 'request failed: the database is unreachable'
          : domainError.code === 'validation-failed' && raw && badInputFromDatabase(error)
            ? 'request refused by the database: bad input got past the validation'
            : undefined;
    if (failure) {
      const fields = {
        method: req.method,
        route: routeOf(req),
        ...failureDetails(error),
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
      if (domainError.code === 'validation-failed') logger.warn(failure, fields);
      else logger.error(failure, fields);
    }
    sendError(res, domainError);
  };

export const notFoundHandler: express.RequestHandler = (_req, res) => {
  sendError(res, new DomainError('not-found', 'Page Not Found'));
};
