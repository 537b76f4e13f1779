import { type TierInterval } from './tiers.js';

/** Days a past-due membership (or an automatic renewal not yet reported) keeps its tier. */
export const GRACE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The months one payment of a tier buys; null: no end. */
export const monthsOf = (interval: TierInterval): number | null =>
  interval === 'year' ? 12 : interval === 'month' ? 1 : null;

/** `months` calendar months after `iso` (UTC), the day clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
export const addMonths = (iso: string, months: number): string => {
  const start = new Date(iso);
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString();
};

export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** Whether instant `a` comes before instant `b` (ISO strings of any offset). */
export const isBefore = (a: string, b: string): boolean => Date.parse(a) < Date.parse(b);

/** The later of two instants. */
export const later = (a: string, b: string): string => (isBefore(a, b) ? b : a);
