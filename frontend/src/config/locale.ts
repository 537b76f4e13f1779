/**
 * The one locale every date, month and country name on the site is written in ("28 November
 * 2026", "28 Nov 2026", "Sept 2019"), on the server's render and in the browser alike (a reader's own
 * locale would make the two disagree). The mails write dates the same way.
 */
export const LOCALE = 'en-GB';

/** A day as pages write it in running text: "9 March 2024" (UTC, as it was recorded). */
export const longDate = (date: Date): string =>
  date.toLocaleDateString(LOCALE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
