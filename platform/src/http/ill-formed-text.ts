import { illFormedReason } from '@academy/domain';

export { illFormedReason };

/** What the input gate found wrong with a string or an object key, and where. */
export interface IllFormedText {
  /** `query.name`, `body.items[2]`, `body.data.title`… */
  path: string;
  message: string;
}

/** No request body of the product nests deeper than a few levels. */
const MAX_DEPTH = 64;

/**
 * The first key or string under `value` (a parsed JSON body, a query, the fields of a multipart
 * body) that the input gate refuses, with its path; undefined when every one is well formed. Raw
 * bytes (a Buffer, a typed array: the webhook's signed body) hold no strings and are not walked;
 * a value nested deeper than any request of the product is refused rather than left unread.
 */
export const findIllFormedText = (value: unknown, at: string, depth = 0): IllFormedText | undefined => {
  if (typeof value === 'string') {
    const message = illFormedReason(value);
    return message ? { path: at, message } : undefined;
  }
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return undefined;
  if (depth > MAX_DEPTH)
    return { path: at, message: `must not be nested more than ${MAX_DEPTH} levels deep` };
  for (const [key, inner] of Object.entries(value)) {
    const path = Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`;
    const keyMessage = illFormedReason(key);
    if (keyMessage) return { path: at, message: `field names ${keyMessage}` };
    const found = findIllFormedText(inner, path, depth + 1);
    if (found) return found;
  }
  return undefined;
};
