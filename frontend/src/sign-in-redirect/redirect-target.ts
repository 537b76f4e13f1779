import { safeRedirectTarget, signInRedirectTarget } from '@academy/domain';
import { browserLocation } from '../config/browser-location';
import { getCookie, removeCookie, setCookie } from '../cookies/cookies';

/** The stored redirect record (ARCHITECTURE "Spec items decided"). */
export interface RedirectRecord {
  redirectHref: string;
  data?: unknown;
}

const cookieKey = 'sign-in-redirect-href';
/** The redirect cookie lives 2 minutes (spec section 9); cookie lifetimes are in days. */
export const redirectCookieDays = 2 / (24 * 60);

/** Save where to come back after sign-in; a target containing "banned" becomes `/`. */
export const saveRedirectTarget = (target: string, data?: unknown): void => {
  const record: RedirectRecord = { redirectHref: signInRedirectTarget(target, window.location.origin) };
  if (data !== undefined) record.data = data;
  setCookie(cookieKey, JSON.stringify(record), { expires: redirectCookieDays });
};

/** Read the saved record without removing it; an unreadable one counts as none. */
export const readRedirectRecord = (): RedirectRecord | null => {
  const raw = getCookie(cookieKey);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RedirectRecord> | null;
    return typeof parsed?.redirectHref === 'string' ? (parsed as RedirectRecord) : null;
  } catch {
    return null;
  }
};

/** Take the saved target (removing it): always a page of this site, else null. */
export const takeRedirectTarget = (): string | null => {
  const record = readRedirectRecord();
  removeCookie(cookieKey);
  if (!record) return null;
  return signInRedirectTarget(
    safeRedirectTarget(record.redirectHref, window.location.origin),
    window.location.origin,
  );
};

/** The provider's sign-in start, a browser navigation; `localhost=1` when the page is on localhost. */
export const signInStartUrl = (pageHref: string): string =>
  `/rest/signin/gkStart?redirect=1${pageHref.includes('localhost') ? '&localhost=1' : ''}`;

/** Save the target (the current page unless given), then leave for the sign-in start. */
export const startSignIn = (target?: string, data?: unknown): void => {
  saveRedirectTarget(target ?? `${window.location.pathname}${window.location.search}`, data);
  browserLocation.assign(signInStartUrl(browserLocation.href()));
};
