import { type SqlClient } from '@academy/platform';

export interface JsonAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The body exactly as sent. */
  text: string;
  body: T;
}

/** One request; the body goes as given when a string (malformed JSON, other types), else as JSON. */
export const request = async <T = Record<string, unknown>>(
  base: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> => {
  const res = await fetch(new URL(pathAndQuery, base), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body:
      body === undefined
        ? undefined
        : typeof body === 'string' || body instanceof Uint8Array
          ? body
          : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, text, body: parsed as T };
};

/** Events in the store, all streams (to check that a refused command appended nothing). */
export const eventCount = async (db: SqlClient): Promise<number> =>
  Number((await db.query<{ n: string | number }>('select count(*) as n from events')).rows[0]?.n ?? 0);
