import { type QueryParams, withQuery } from '../config/query-string';
import { ProductError, hasErrorField, productErrorFromBody } from './product-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method?: HttpMethod;
  path: string;
  /** Serialised and appended to the path. */
  query?: QueryParams;
  /** JSON, or sent raw when it is a file, form data, bytes or text. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof Blob ||
  body instanceof FormData ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body);

/** Parse an answer by its content type: JSON, text, or binary (a Blob); no body at all is null. */
export const parseBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204 || response.status === 205) return null;
  const type = response.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    return text.trim() === '' ? null : (JSON.parse(text) as unknown);
  }
  if (type.startsWith('text/')) return response.text();
  const blob = await response.blob();
  return blob.size === 0 && type === '' ? null : blob;
};

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * One HTTP call. A body with an `error` field fails as a product error whatever the status;
 * a non-OK answer without one fails with its status text.
 */
export const httpRequest = async <T = unknown>(
  request: HttpRequest,
  fetchImpl?: typeof fetch,
): Promise<HttpResponse<T>> => {
  const { method = 'GET', path, query, body, signal } = request;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (signal) init.signal = signal;
  if (body !== undefined && method !== 'GET') {
    if (isRawBody(body)) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
  }

  let response: Response;
  try {
    const url = withQuery(path, query);
    response = await (fetchImpl ? fetchImpl(url, init) : globalThis.fetch(url, init));
  } catch (error) {
    if (isAbort(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ProductError('network-error', message || 'The network request failed');
  }

  let data: unknown;
  try {
    data = await parseBody(response);
  } catch {
    if (response.ok)
      throw new ProductError('http-error', 'The answer could not be read', { status: response.status });
    data = null;
  }
  if (hasErrorField(data))
    throw productErrorFromBody(data as { error: unknown } & Record<string, unknown>, response.status);
  if (!response.ok) {
    throw new ProductError('http-error', response.statusText || `HTTP ${response.status}`, {
      status: response.status,
    });
  }
  return { data: data as T, status: response.status, headers: response.headers };
};
