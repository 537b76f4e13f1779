/** The only cookie keys the frontend uses (spec section 3). */
export const allowedCookieKeys = ['sign-in-redirect-href', 'foo'] as const;
export type CookieKey = (typeof allowedCookieKeys)[number];

export interface CookieOptions {
  /** Lifetime in days (fractions allowed); without it the cookie lasts for the browser session. */
  expires?: number;
  /** Defaults to `/`. */
  path?: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/** A wrong key is logged and the operation still proceeds (spec section 5). */
const checkKey = (key: string): void => {
  if (!(allowedCookieKeys as readonly string[]).includes(key)) {
    console.error(`Invalid cookie key on get/set/remove: ${key}`);
  }
};

export const setCookie = (
  key: CookieKey | (string & {}),
  value: string,
  { expires, path = '/' }: CookieOptions = {},
): void => {
  checkKey(key);
  let cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=${path}; SameSite=Lax`;
  if (expires !== undefined) cookie += `; expires=${new Date(Date.now() + expires * dayMs).toUTCString()}`;
  if (window.location.protocol === 'https:') cookie += '; Secure';
  document.cookie = cookie;
};

export const getCookie = (key: CookieKey | (string & {})): string | undefined => {
  checkKey(key);
  const name = encodeURIComponent(key);
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
};

export const removeCookie = (
  key: CookieKey | (string & {}),
  { path = '/' }: Pick<CookieOptions, 'path'> = {},
): void => {
  checkKey(key);
  document.cookie = `${encodeURIComponent(key)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};
