/** A refusal the product explains to the user: `{ error, error_msg }` on the wire. */
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
  | 'removal-note'
  | 'invalid-credentials'
  | 'invalid-token'
  | 'idempotency-key-reused'
  | 'rate-limited'
  | 'service-unavailable'
  | 'internal-error';

export interface FieldError {
  path: string;
  message: string;
}

const statusByCode: Record<ErrorCode, number> = {
  'validation-failed': 400,
  'not-signed-in': 401,
  'invalid-credentials': 401,
  forbidden: 403,
  'insufficient-membership-tier': 403,
  banned: 403,
  'not-found': 404,
  'email-taken': 409,
  'concurrency-conflict': 409,
  'last-admin': 409,
  'cannot-ban-self': 409,
  'removal-note': 409,
  'invalid-token': 400,
  'idempotency-key-reused': 422,
  'rate-limited': 429,
  'service-unavailable': 503,
  'internal-error': 500,
};

/** What some refusals carry besides the message. */
export interface DomainErrorExtra {
  /** Optional data for the page (a not-signed-in error carries it, spec section 4). */
  data?: unknown;
  /** Seconds until a rate-limited request may be tried again (`Retry-After`). */
  retryAfterSeconds?: number;
}

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

  get status(): number {
    return statusByCode[this.code];
  }

  toBody(): { error: ErrorCode; error_msg: string; fields?: FieldError[]; data?: unknown } {
    const body: { error: ErrorCode; error_msg: string; fields?: FieldError[]; data?: unknown } = {
      error: this.code,
      error_msg: this.message,
    };
    if (this.fields) body.fields = this.fields;
    if (this.data !== undefined) body.data = this.data;
    return body;
  }
}
