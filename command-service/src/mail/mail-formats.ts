/** How dates and money read in a mail: "1 March 2026", "€50.00" (the currency's own minor units). */
export const dayOf = (at: string | number | Date): string =>
  new Date(typeof at === 'number' ? at * 1000 : at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const DAY_MS = 24 * 60 * 60_000;

/** A day in a period's span: "1 Dec 2026". */
const shortDayOf = (at: string | number | Date): string =>
  new Date(typeof at === 'number' ? at * 1000 : at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The days a paid period covers: "1 Dec 2026 – 30 Nov 2027" (its end is the instant the next
 * period starts, so the last day covered is the day before); "from 1 Dec 2026" without an end.
 */
export const periodOf = (start: string, end: string | null): string =>
  end === null
    ? `from ${shortDayOf(start)}`
    : `${shortDayOf(start)} – ${shortDayOf(new Date(Date.parse(end) - DAY_MS))}`;

export const moneyOf = (amount: number, currency: string): string => {
  const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
};

/** The pages mails link to (the frontend's paths.ts names them too). */
export const PAGES = {
  manageMembership: '/settings/manage-membership',
  receipt: (orderID: string) => `/settings/receipts/${orderID}`,
  publication: (pubNum: number) => `/journal/publications/${pubNum}`,
  invitations: '/settings/manage-membership#co-author-invitations',
} as const;
