import { DomainError } from '@academy/domain';
import { streamOfError } from '../event-store/stream-of-error.js';

/** The SQLSTATE of a database error (five digits or capitals), if the error is one. */
const sqlStateOf = (error: unknown): string | undefined => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/**
 * SQLSTATEs that mean the request carried a value the database will not take: class 22 (data
 * exception: 22P02 invalid text or JSON, 22P05 an unsupported Unicode escape, 22021 a byte sequence
 * invalid in UTF-8, 22001 a string too long, 22003 a number out of range, 22007/22008 a bad date or
 * time, 2200N bad XML…) and class 54 (a program limit: 54000 an index row too large, 54001 too
 * complex). The input gate and the schemas should have refused it first; this is the backstop.
 */
const BAD_INPUT_STATE = /^(22|54)[0-9A-Z]{3}$/;

/** A database refusal of bad input as 400 `validation-failed` (never a 500), if it is one. */
export const badInputFromDatabase = (error: unknown): DomainError | undefined => {
  const state = sqlStateOf(error);
  if (!state || !BAD_INPUT_STATE.test(state)) return undefined;
  const message = 'The request holds a value that cannot be stored';
  return new DomainError('validation-failed', message, [{ path: '(request)', message }]);
};

const textField = (error: unknown, key: string): string | undefined => {
  const value =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** What a log line says about a failure: the SQLSTATE, the database's detail and where, the stream. */
export const failureDetails = (error: unknown): Record<string, string> => {
  const details: Record<string, string> = {};
  const state = sqlStateOf(error);
  if (state) details.sqlstate = state;
  for (const key of ['detail', 'hint', 'table', 'column', 'constraint', 'where'] as const) {
    const value = textField(error, key);
    if (value) details[key] = value.slice(0, 500);
  }
  const stream = streamOfError(error);
  if (stream) details.stream = stream;
  return details;
};
