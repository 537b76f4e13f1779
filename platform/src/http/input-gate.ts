import { DomainError } from '@academy/domain';
import type express from 'express';
import { findIllFormedText, illFormedReason, type IllFormedText } from './ill-formed-text.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A header value as the product reads it: Node decodes header bytes as Latin-1; when those bytes
 * are UTF-8 (a client sending `é` as two bytes), the text they spell is what is judged, so a
 * character whose UTF-8 bytes look like C1 controls is not refused for them.
 */
const headerText = (value: string): string => {
  if (!/[\u0080-\u00ff]/.test(value)) return value;
  try {
    return utf8.decode(Buffer.from(value, 'latin1'));
  } catch {
    return value;
  }
};

const inHeaders = (req: express.Request): IllFormedText | undefined => {
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const message = illFormedReason(headerText(raw[i + 1]!));
    if (message) return { path: `headers.${raw[i]!.toLowerCase()}`, message };
  }
  return undefined;
};

/** Each segment of the address, decoded as the router decodes a path parameter. */
const inPath = (req: express.Request): IllFormedText | undefined => {
  for (const segment of req.path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { path: '(path)', message: 'must be valid percent-encoded UTF-8' };
    }
    const message = illFormedReason(decoded);
    if (message) return { path: '(path)', message };
  }
  return undefined;
};

/** `body.title` → `title` (as the schemas name fields), `query.q` → `q`, `body` → `(body)`. */
const fieldName = (path: string): string =>
  path === 'body' || path === 'query' ? `(${path})` : path.replace(/^(body|query)\./, '');

/**
 * The input gate: before any route, every string and every object key of the request (the path's
 * decoded segments, the query, the parsed body whatever parsed it, the header values) is checked
 * once: well-formed Unicode (no lone surrogate), no NUL, no control character other than tab, line
 * feed and carriage return. The first one refused answers 400 `validation-failed` naming the field.
 * Mounted after the body parsers (so it sees JSON bodies and the JSON part of uploads alike).
 */
export const inputGate: express.RequestHandler = (req, _res, next) => {
  const found =
    inPath(req) ??
    findIllFormedText(req.query, 'query') ??
    findIllFormedText(req.body, 'body') ??
    inHeaders(req);
  if (!found) return next();
  const path = fieldName(found.path);
  next(new DomainError('validation-failed', `${path} ${found.message}`, [{ path, message: found.message }]));
};
