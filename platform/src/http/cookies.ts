import type express from 'express';

/** The request's cookies by name (the first of a repeated name wins); undecodable values are skipped. */
export const readCookies = (req: express.Request): Map<string, string> => {
  const cookies = new Map<string, string>();
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // Not percent-encoded text: ignore it rather than fail the request.
    }
  }
  return cookies;
};

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

/** Appends one Set-Cookie header (several may be set in one answer). */
export const setCookie = (
  res: express.Response,
  name: string,
  value: string,
  options: CookieOptions = {},
): void => {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
    if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  res.append('Set-Cookie', parts.join('; '));
};

export const clearCookie = (
  res: express.Response,
  name: string,
  options: Omit<CookieOptions, 'maxAgeSeconds'> = {},
): void => setCookie(res, name, '', { ...options, maxAgeSeconds: 0 });

/** The site's own origin: PUBLIC_URL when set, otherwise the request's scheme and host. */
export const siteOrigin = (req: express.Request, publicUrl: string | undefined): string => {
  if (publicUrl) return new URL(publicUrl).origin;
  try {
    return new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}`).origin;
  } catch {
    return `${req.protocol}://invalid-host`;
  }
};

/** Cookies get `Secure` behind HTTPS: PUBLIC_URL is https, or this request came over TLS. */
export const isSecureSite = (req: express.Request, publicUrl: string | undefined): boolean =>
  (publicUrl !== undefined && publicUrl.startsWith('https:')) || req.secure;
