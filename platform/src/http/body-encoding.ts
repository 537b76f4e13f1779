import { DomainError } from '@academy/domain';
import type express from 'express';

/** The content codings the JSON and raw body readers decode (body-parser's `inflate`). */
export const DECODED_CODINGS = ['identity', 'gzip', 'deflate', 'br'] as const;

/** The request's Content-Encoding as the body readers read it (`identity` when none), shortened for a message. */
export const contentCodingOf = (req: express.Request): string => {
  const coding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase() || 'identity';
  return coding.length > 40 ? `${coding.slice(0, 40)}…` : coding;
};

const refuse = (message: string): DomainError =>
  new DomainError('validation-failed', message, [{ path: 'headers.content-encoding', message }]);

/** A Content-Encoding this reader does not decode (or a list of several): 400, naming it and what is accepted. */
export const unsupportedCoding = (
  coding: string,
  accepted: readonly string[] = DECODED_CODINGS,
): DomainError => refuse(`Content-Encoding ${coding} is not accepted; send ${accepted.join(', ')}`);

/** zlib's codes for bytes that do not decode: `Z_DATA_ERROR`, `Z_BUF_ERROR` (cut short), brotli's `ERR__ERROR_…`. */
const isDecodingFailure = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^(Z_[A-Z_]+|ERR__ERROR_\w+|ERR_BROTLI_\w+)$/.test(code);
};

/**
 * Mounted after the body readers: a body whose bytes do not decode as its Content-Encoding says
 * (a plain body sent as gzip, deflate or br; a truncated gzip) and a Content-Encoding no reader
 * decodes are bad input, answered 400 `validation-failed` naming the encoding, never a 500.
 * Any other error passes on as it is.
 */
export const bodyEncodingErrors: express.ErrorRequestHandler = (error: unknown, req, _res, next) => {
  const coding = contentCodingOf(req);
  if (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === 'encoding.unsupported'
  )
    return next(unsupportedCoding(coding));
  if (isDecodingFailure(error))
    return next(refuse(`The request body is not valid ${coding} data, as its Content-Encoding says`));
  next(error);
};
