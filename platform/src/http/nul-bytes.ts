import { DomainError } from '@academy/domain';
import type express from 'express';

/** The path (`query.name`, `body.items[2]`) of the first key or string holding a NUL byte, if any. */
const findNul = (value: unknown, at: string, depth = 0): string | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const path = Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`;
    if (key.includes('\u0000')) return at;
    const found = findNul(inner, path, depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * Refuses a NUL byte anywhere in the query or the JSON body with 400 `validation-failed` naming the
 * field: no text column can hold one, so it would otherwise fail deep inside a query.
 */
export const refuseNulBytes: express.RequestHandler = (req, _res, next) => {
  const found = findNul(req.query, 'query') ?? findNul(req.body, 'body');
  if (!found) return next();
  const path = found.replace(/^(query|body)\.?/, '') || '(body)';
  next(
    new DomainError('validation-failed', `${path} must not contain a NUL character`, [
      { path, message: 'must not contain a NUL character' },
    ]),
  );
};
