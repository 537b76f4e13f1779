/** How dates and money read in a mail: "1 March 2026", "€50.00" (the currency's own minor units). */
export const dayOf = (at: string | number | Date): string =>
  new Date(typeof at === 'number' ? at * 1000 : at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
