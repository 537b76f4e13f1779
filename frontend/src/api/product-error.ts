import { messageForCode } from './error-codes';

export interface FieldError {
  path: string;
  message: string;
}

/** The error kinds the pages know; any other server `error` string passes through as is. */
export type KnownErrorType =
  | 'not-signed-in'
  | 'insufficient-membership-tier'
  | 'removal-note'
  | 'forbidden'
  | 'banned'
  | 'not-found'
  | 'validation-failed'
  | 'rate-limited'
  | 'http-error'
  | 'network-error'
  | 'status-code'
  | 'unknown';

/** A product error as it sits in the store: plain data, serialisable. */
export interface ProductErrorData {
  type: KnownErrorType | (string & {});
  message: string;
  status?: number;
  data?: unknown;
  fields?: FieldError[];
}

export const BAD_SESSION = 'Bad Session';

/** A product error: `type`, `message` and `data` (spec section 3), plus the HTTP status. */
export class ProductError extends Error implements ProductErrorData {
  readonly type: ProductErrorData['type'];
  readonly data: unknown;
  readonly status: number | undefined;
  readonly fields: FieldError[] | undefined;

  constructor(
    type: ProductErrorData['type'],
    message: string,
    extra: Omit<ProductErrorData, 'type' | 'message'> = {},
  ) {
    super(message);
    this.name = 'ProductError';
    // 'Bad Session' is the server's word for "no session": the pages call it not-signed-in.
    this.type = type === BAD_SESSION || message === BAD_SESSION ? 'not-signed-in' : type;
    this.data = extra.data;
    this.status = extra.status;
    this.fields = extra.fields;
  }

  toJSON(): ProductErrorData {
    const out: ProductErrorData = { type: this.type, message: this.message };
    if (this.status !== undefined) out.status = this.status;
    if (this.data !== undefined) out.data = this.data;
    if (this.fields !== undefined) out.fields = this.fields;
    return out;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A response body with an `error` field is a failure, whatever the status. */
export const hasErrorField = (body: unknown): body is { error: unknown } =>
  isRecord(body) && body.error !== undefined && body.error !== null && body.error !== false;

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** Build the product error from a server body `{ error, error_msg, fields? }`. */
export const productErrorFromBody = (
  body: { error: unknown } & Record<string, unknown>,
  status?: number,
): ProductError => {
  const { error, error_msg: errorMsg } = body;
  const numeric = typeof error === 'number' || (typeof error === 'string' && /^\d+$/.test(error));
  const message =
    typeof errorMsg === 'string' && errorMsg !== ''
      ? errorMsg
      : numeric
        ? messageForCode(error as number)
        : String(error);
  const fields = Array.isArray(body.fields) ? body.fields.filter(isFieldError) : undefined;
  const extra: Omit<ProductErrorData, 'type' | 'message'> = {};
  if (status !== undefined) extra.status = status;
  if (fields) extra.fields = fields;
  if (body.data !== undefined) extra.data = body.data;
  return new ProductError(numeric ? 'status-code' : String(error), message, extra);
};

const isProductErrorData = (value: unknown): value is ProductErrorData =>
  isRecord(value) && typeof value.type === 'string' && typeof value.message === 'string';

/** Anything thrown or returned as an error becomes a ProductError; non-errors are wrapped. */
export const toProductError = (value: unknown): ProductError => {
  if (value instanceof ProductError) return value;
  if (isProductErrorData(value)) {
    const { type, message, ...extra } = value;
    return new ProductError(type, message, extra);
  }
  if (hasErrorField(value))
    return productErrorFromBody(value as { error: unknown } & Record<string, unknown>);
  if (value instanceof Error) {
    const error = new ProductError(
      value.message === BAD_SESSION ? 'not-signed-in' : 'unknown',
      value.message,
    );
    error.stack = value.stack;
    return error;
  }
  return new ProductError(
    'unknown',
    typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)),
    {
      data: value,
    },
  );
};

/** Wrap a thrown value that is not an Error (spec section 8). */
export const toError = (value: unknown): Error => (value instanceof Error ? value : toProductError(value));
