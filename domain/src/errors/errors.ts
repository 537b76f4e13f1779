/**
 * A refusal the product explains to the user. The HTTP status and the wire body of each code are
 * the platform's (`platform/src/http/error-status.ts`): a new code is added there too.
 */
export type ErrorCode =
  | 'validation-failed'
  | 'not-signed-in'
  | 'forbidden'
  | 'insufficient-membership-tier'
  | 'banned'
  | 'not-found'
  | 'email-taken'
  | 'concurrency-conflict'
  | 'last-admin'
  | 'cannot-ban-self'
  | 'erase-admin'
  | 'organization-name-taken'
  | 'expertise-tag-exists'
  | 'removal-note'
  | 'invalid-credentials'
  | 'invalid-token'
  | 'idempotency-key-reused'
  | 'invalid-transition'
  | 'free-order-replaces-membership'
  | 'unknown-tier'
  | 'unknown-read-model'
  | 'rebuild-running'
  | 'invalid-signature'
  | 'unreadable-event'
  | 'rate-limited'
  | 'service-unavailable'
  | 'payment-provider-unavailable'
  | 'internal-error';

export interface FieldError {
  path: string;
  message: string;
}

/** What some refusals carry besides the message. */
export interface DomainErrorExtra {
  /** Optional data for the page (a not-signed-in error carries it, spec section 4). */
  data?: unknown;
  /** Seconds until a rate-limited request may be tried again (`Retry-After`). */
  retryAfterSeconds?: number;
}

/** A refusal: its code, a message for the user, the fields at fault, and what some refusals carry. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  readonly data: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldError[], extra: DomainErrorExtra = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
    this.data = extra.data;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}
