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

const refuseBody = (message: string): DomainError =>
  new DomainError('validation-failed', message, [{ path: '(body)', message }]);

/**
 * A body the upload readers mounted before this one did not read (this address takes no upload):
 * a multipart form or a raw image is refused rather than read as an empty body, and so is a
 * multipart/form-data type without the boundary its parts need, body or none.
 */
const notJson = (req: express.Request, type: string): DomainError | undefined => {
  const multipart = /^multipart\/form-data$/i.test(type);
  if (multipart && !/;\s*boundary=/i.test(req.get('content-type') ?? ''))
    return refuseBody(
      'A multipart/form-data body needs a boundary (Content-Type: multipart/form-data; boundary=…)',
    );
  if (!hasBody(req)) return undefined;
  if (multipart || /^image\/[\w.+-]+$/i.test(type))
    return refuseBody(`This address takes no upload (Content-Type ${type}); send application/json`);
  return refuseBody(`Content-Type ${type} is not accepted; send application/json`);
};

/**
 * JSON bodies up to 100 KB (or `limit`, for the few routes mounted with a larger one before
 * this); the raw bytes are kept for idempotency hashing, and bytes that are not valid text in
 * the body's charset are refused (400) rather than read as U+FFFD. A body without a Content-Type
 * is read as JSON (scripts); a JSON `null` is refused (no route takes it, and it is not "no body").
 * A body of another type is refused with 400, multipart uploads and raw images included: the
 * routes that take them have their readers mounted before this one, and a body already read by
 * such a reader (a larger `jsonBody`, the webhook's raw body, an upload) is left as it is.
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
    if (type !== '' && !isJson(type)) return next(notJson(req, type));
    parse(req, res, (error?: unknown) => {
      if (error === undefined && req.body === null)
        return next(refuseBody('The request body must not be null'));
      next(error);
    });
  };
};

export const rawBodyOf = (req: express.Request): Buffer | undefined =>
  (req as express.Request & { rawBody?: Buffer }).rawBody;
