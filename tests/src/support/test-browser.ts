/** A tiny cookie-keeping client over fetch: follows no redirects, so tests see each Location. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  /** Headers sent on every request (Origin, X-Forwarded-For…). */
  readonly headers: Record<string, string> = {};

  constructor(readonly base: string) {}

  async request(
    method: string,
    pathOrUrl: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = new URL(pathOrUrl, this.base);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie && url.origin === new URL(this.base).origin ? { cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    if (url.origin === new URL(this.base).origin) this.keep(res);
    return res;
  }

  get(path: string, headers?: Record<string, string>): Promise<Response> {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
    return this.request('POST', path, body, headers);
  }

  delete(path: string, headers?: Record<string, string>): Promise<Response> {
    return this.request('DELETE', path, undefined, headers);
  }

  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T; res: Response }> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
  }

  /** Stores Set-Cookie values; an expired one is removed. */
  keep(res: Response): void {
    for (const header of res.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const maxAge = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('max-age='));
      if (maxAge && Number(maxAge.split('=')[1]) <= 0) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get session(): string | undefined {
    return this.cookies.get('academy_session');
  }
}

/** The Set-Cookie header for one cookie name, as sent. */
export const setCookieHeader = (res: Response, name: string): string | undefined =>
  res.headers
    .getSetCookie()
    .filter((h) => h.startsWith(`${name}=`))
    .at(-1);
