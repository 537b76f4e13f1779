/**
 * The one address every link the app mails or publishes is built from (reset and email-change
 * links, the sitemap, the feed, OAI-PMH, citations, canonical and og:url): PUBLIC_URL when set,
 * otherwise the address the app serves on, `http://HOST:PORT` as configured and bound. Never a
 * request's `Host` or `X-Forwarded-Host`, which whoever sends the request chooses.
 */
export interface SiteAddress {
  /** `https://academy.example` (PUBLIC_URL without its trailing slashes) or `http://127.0.0.1:3000`. */
  base(): string;
  /** The base's scheme, host and port. */
  origin(): string;
  /** The port the listener bound (PORT=0 lets the system choose); nothing changes when PUBLIC_URL is set. */
  bound(port: number): void;
  /** Where the address comes from, for the start line: `PUBLIC_URL`, or `HOST and PORT`. */
  readonly source: 'PUBLIC_URL' | 'HOST and PORT';
}

/** A host as it goes in a URL: an IPv6 address in brackets; "every address" as the loopback one. */
const urlHost = (host: string): string => {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
};

export const siteAddressOf = (settings: { PUBLIC_URL?: string; HOST: string; PORT: number }): SiteAddress => {
  if (settings.PUBLIC_URL !== undefined) {
    const base = settings.PUBLIC_URL.replace(/\/+$/, '');
    const origin = new URL(base).origin;
    return { base: () => base, origin: () => origin, bound: () => undefined, source: 'PUBLIC_URL' };
  }
  let port = settings.PORT;
  const served = () => `http://${urlHost(settings.HOST)}:${port}`;
  return {
    base: served,
    origin: () => new URL(served()).origin,
    bound: (actual) => void (port = actual),
    source: 'HOST and PORT',
  };
};
