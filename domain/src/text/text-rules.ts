import { DomainError } from '../errors/errors.js';

// C0 controls other than tab, line feed and carriage return; DEL; C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
// (No lookbehind: the frontend runs this too, in browsers that lack it.)
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

// Tab, line feed, carriage return and the Unicode line and paragraph separators.
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

/**
 * Why a string is refused anywhere in the product, if it is: a lone surrogate (not Unicode; it would
 * be stored as U+FFFD or refused by the database), a NUL (no text column holds one), or a control
 * character other than tab, line feed and carriage return.
 */
export const illFormedReason = (text: string): string | undefined => {
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (no lone surrogate)';
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (CONTROL.test(text)) return 'must not contain control characters';
  return undefined;
};

/** Whether a string is Unicode: no lone surrogate (what a hash or argon2 would see as U+FFFD). */
export const isWellFormedUnicode = (text: string): boolean => !LONE_SURROGATE.test(text);

/** Whether a string passes the input gate (see `illFormedReason`). */
export const isWellFormedText = (text: string): boolean => illFormedReason(text) === undefined;

/** Whether a single-line field's value holds no line break or tab (and passes the gate). */
export const isSingleLine = (text: string): boolean =>
  isWellFormedText(text) && !LINE_BREAK_OR_TAB.test(text);

export const singleLineMessage = (label: string): string =>
  `${label} must be one line, without tabs or line breaks`;

/**
 * For values that become keys or hashes (a password for argon2, an email's claim, an organization's
 * name key): an ill-formed string is refused, never collapsed to U+FFFD, where two different inputs
 * would meet. Throws 400 `validation-failed` naming the field.
 */
export const assertWellFormed = (text: string, field: string): string => {
  const reason = illFormedReason(text);
  if (reason)
    throw new DomainError('validation-failed', `${field} ${reason}`, [{ path: field, message: reason }]);
  return text;
};
