import { type Payment } from '@academy/domain';
import { formatShortDate } from '../../api/payments-api';

/** An order's status in words, with the badge colour the payment history gives it. */
export const orderStatusLabels: Record<Payment['status'], { label: string; palette: string }> = {
  open: { label: 'Awaiting payment', palette: 'gray' },
  paid: { label: 'Paid', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  refunded: { label: 'Refunded', palette: 'orange' },
  free: { label: 'Free order', palette: 'purple' },
};

/** What started the order: the member at a checkout, the subscription renewing itself, an admin. */
export const orderKindLabels: Record<Payment['kind'], string> = {
  checkout: 'Checkout',
  renewal: 'Automatic renewal',
  free: 'Free order',
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * The days an order's period covers, as the receipt mail says them: "1 Dec 2026 – 30 Nov 2027" (the
 * end is when the next period starts); "from 1 Dec 2026" without an end; null before it is known.
 */
export const periodInWords = (order: Pick<Payment, 'periodStart' | 'periodEnd'>): string | null => {
  if (order.periodStart === null) return null;
  const start = formatShortDate(Date.parse(order.periodStart));
  return order.periodEnd === null
    ? `from ${start}`
    : `${start} – ${formatShortDate(Date.parse(order.periodEnd) - DAY_MS)}`;
};
