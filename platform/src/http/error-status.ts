import { type DomainError, type ErrorCode, type FieldError } from '@academy/domain';

/** The HTTP status of each refusal (ARCHITECTURE.md, errors). A new code in the domain needs one here. */
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
  'erase-admin': 409,
  'organization-name-taken': 409,
  'expertise-tag-exists': 409,
  'removal-note': 409,
  'invalid-token': 400,
  'idempotency-key-reused': 422,
  'invalid-transition': 409,
  'free-order-replaces-membership': 409,
  'unknown-tier': 400,
  'unknown-read-model': 400,
  'rebuild-running': 409,
  'invalid-signature': 400,
  // A signed event of a known type that cannot be read: not 2xx, so the provider delivers it again.
  'unreadable-event': 422,
  'rate-limited': 429,
  'service-unavailable': 503,
  'payment-provider-unavailable': 503,
  'internal-error': 500,
};

export const statusOf = (error: DomainError): number => statusByCode[error.code];

/** The wire body: `{ error, error_msg }`, plus `fields` and `data` when the refusal has them. */
export interface ErrorBody {
  error: ErrorCode;
  error_msg: string;
  fields?: FieldError[];
  data?: unknown;
}

export const errorBody = (error: DomainError): ErrorBody => {
  const body: ErrorBody = { error: error.code, error_msg: error.message };
  if (error.fields) body.fields = error.fields;
  if (error.data !== undefined) body.data = error.data;
  return body;
};
