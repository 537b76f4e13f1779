import { illFormedReason as textRuleReason } from '@academy/domain';

// U+FDD0–U+FDEF and the last two code points of every plane (U+FFFE, U+FFFF, U+1FFFE … U+10FFFF).
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

/**
 * Why the input gate refuses a string: the domain's text rules (no lone surrogate, NUL or control
 * character), and no Unicode noncharacter, which XML cannot carry (U+FFFE and U+FFFF would leave the
 * feed and OAI-PMH ill-formed). Only new input is refused: events recorded before stay readable.
 */
export const illFormedReason = (text: string): string | undefined =>
  textRuleReason(text) ??
  (NONCHARACTER.test(text) ? 'must not contain Unicode noncharacters (such as U+FFFE or U+FFFF)' : undefined);

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
