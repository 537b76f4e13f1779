import { LOCALE } from '../../config/locale';
/** A month written `YYYY-MM` as its short name and year, such as "Sept 2019"; other text as it is. */
export const formatMonth = (month: string): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString(LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** A position's months, such as "Sept 2019 – Dec 2022" or "Sept 2019 – present". */
export const formatMonths = (start: string, end: string | null | undefined): string =>
  `${formatMonth(start)} – ${end ? formatMonth(end) : 'present'}`;
