import { DomainError } from '@academy/domain';
import express from 'express';

export const BODY_LIMIT = '100kb';

const isJson = (type: string): boolean => /^application\/([\w.+-]*\+)?json$/i.test(type);

const hasBody = (req: express.Request): boolean =>
  req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;

/**
 * JSON bodies up to 100 KB (or `limit`, for the few routes mounted with a larger one before
 * this); the raw bytes are kept for idempotency hashing. A body without a Content-Type is read
 * as JSON (scripts); a body of another type is refused with 400, except multipart uploads and
 * raw images, which the routes that take them read themselves. A body already read by an
 * earlier `jsonBody` is left as it is.
 */
export const jsonBody = (limit: string = BODY_LIMIT): express.RequestHandler => {
  const parse = express.json({
    limit,
    strict: false,
    type: () => true,
    verify: (req, _res, buf) => {
      (req as express.Request & { rawBody?: Buffer }).rawBody = buf;
    },
  });
  return (req, res, next) => {
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim();
    if (type === '' || isJson(type)) return parse(req, res, next);
    if (/^multipart\/form-data$/i.test(type) || /^image\/[\w.+-]+$/i.test(type) || !hasBody(req))
      return next();
    next(
      new DomainError('validation-failed', 'The request body must be JSON (Content-Type: application/json)', [
        { path: '(body)', message: `Content-Type ${type} is not accepted; send application/json` },
      ]),
    );
  };
};

export const rawBodyOf = (req: express.Request): Buffer | undefined =>
  (req as express.Request & { rawBody?: Buffer }).rawBody;
