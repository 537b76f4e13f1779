/** What the input gate found wrong with a string or an object key, and where. */
export interface IllFormedText {
  /** `query.name`, `body.items[2]`, `body.data.title`… */
  path: string;
  message: string;
}

// C0 controls other than tab, line feed and carriage return; DEL; C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why one string is refused, if it is: a lone surrogate, a NUL, or another control character. */
export const illFormedReason = (text: string): string | undefined => {
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (no lone surrogate)';
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (CONTROL.test(text)) return 'must not contain control characters';
  return undefined;
};

/**
 * The first key or string under `value` (a parsed JSON body, a query, the fields of a multipart
 * body) that the input gate refuses, with its path; undefined when every one is well formed.
 */
export const findIllFormedText = (value: unknown, at: string, depth = 0): IllFormedText | undefined => {
  if (typeof value === 'string') {
    const message = illFormedReason(value);
    return message ? { path: at, message } : undefined;
  }
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const path = Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`;
    const keyMessage = illFormedReason(key);
    if (keyMessage) return { path: at, message: `field names ${keyMessage}` };
    const found = findIllFormedText(inner, path, depth + 1);
    if (found) return found;
  }
  return undefined;
};
