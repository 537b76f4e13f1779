/** An answer as a spec sees it: status, headers, the body as sent and parsed, and the cookies set. */
export interface SpecAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** The body exactly as sent. */
  text: string;
  /** Parsed JSON, or the text when it is not JSON, or null when empty. */
  body: T;
  /** `Set-Cookie` headers by cookie name, as sent. */
  setCookies: Map<string, string>;
}

export interface CallOptions {
  /** Signs the request in as this user (a session made for them directly in the sessions table). */
  as?: string;
  headers?: Record<string, string>;
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/**
 * A browser for specs: keeps the cookies the app sets (an expired one is removed), sends them back,
 * follows no redirects (so each Location is seen). A body given as a string or bytes goes as is
 * (malformed JSON, other types); anything else as JSON.
 */
export class SpecBrowser {
  readonly cookies = new Map<string, string>();
  /** Headers sent on every request (Origin, X-Forwarded-For…). */
  readonly headers: Record<string, string> = {};

  constructor(private readonly base: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<SpecAnswer<T>> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(path, this.base), {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof Uint8Array
            ? body
            : JSON.stringify(body),
    });
    const setCookies = new Map<string, string>();
    for (const header of res.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      setCookies.set(name, header);
      const maxAge = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('max-age='));
      if (maxAge && Number(maxAge.split('=')[1]) <= 0) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(at + 1).trim());
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: parse(text) as T, setCookies };
  }

  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }

  delete<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  get session(): string | undefined {
    return this.cookies.get('academy_session');
  }
}
