import { DomainError } from '@academy/domain';
import express from 'express';

export const BODY_LIMIT = '100kb';

/**
 * Refuses a body whose bytes are not text in its charset (UTF-8 unless it says otherwise): the
 * JSON parser would read each bad byte as U+FFFD and the product would keep text it was not sent.
 */
const assertDecodes = (buf: Buffer, encoding: string | undefined): void => {
  try {
    new TextDecoder(encoding ?? 'utf-8', { fatal: true }).decode(buf);
  } catch {
    const message = `The request body is not valid ${(encoding ?? 'utf-8').toUpperCase()}`;
    throw new DomainError('validation-failed', message, [{ path: '(body)', message }]);
  }
};

const isJson = (type: string): boolean => /^application\/([\w.+-]*\+)?json$/i.test(type);

const hasBody = (req: express.Request): boolean =>
  req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;

/**
 * JSON bodies up to 100 KB (or `limit`, for the few routes mounted with a larger one before
 * this); the raw bytes are kept for idempotency hashing, and bytes that are not valid text in
 * the body's charset are refused (400) rather than read as U+FFFD. A body without a Content-Type is read
 * as JSON (scripts); a body of another type is refused with 400, except multipart uploads and
 * raw images, which the routes that take them read themselves. A body already read by a reader
 * mounted before this one (a larger `jsonBody`, the webhook's raw body, an upload) is left as it is.
 */
export const jsonBody = (limit: string = BODY_LIMIT): express.RequestHandler => {
  const parse = express.json({
    limit,
    strict: false,
    type: () => true,
    verify: (req, _res, buf, encoding) => {
      (req as express.Request & { rawBody?: Buffer }).rawBody = buf;
      assertDecodes(buf, encoding);
    },
  });
  return (req, res, next) => {
    if (req.body !== undefined) return next(); // read by a body reader mounted before this one
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
