import {
  paymentEventStreamId,
  UNREADABLE_PAYMENT_EVENTS_STREAM,
  type AdminDashboard,
  type PaymentProviderName,
} from '@academy/domain';
import { type QueryDeps } from '../deps.js';

interface Unreadable {
  provider: PaymentProviderName;
  providerEventId: string;
  type: string;
  problem: string;
}

/**
 * The dashboard's "Payment events not read": the newest 10 kept on `payment-events-unreadable`,
 * each with whether a later delivery was applied (once the reader was fixed).
 */
export const unreadablePaymentEvents = async (
  deps: QueryDeps,
): Promise<AdminDashboard['unreadablePaymentEvents']> => {
  const count = await deps.store.streamVersion(UNREADABLE_PAYMENT_EVENTS_STREAM);
  if (count === 0) return { count, latest: [] };
  const newest = (
    await deps.store.readStream(UNREADABLE_PAYMENT_EVENTS_STREAM, Math.max(1, count - 9))
  ).reverse();
  const latest = await Promise.all(
    newest.map(async (e) => {
      const d = e.data as Unreadable;
      const applied = await deps.store.streamVersion(paymentEventStreamId(d.provider, d.providerEventId));
      return {
        time: e.metadata.timestamp,
        provider: d.provider,
        providerEventId: d.providerEventId,
        type: d.type,
        problem: d.problem,
        appliedSince: applied > 0,
      };
    }),
  );
  return { count, latest };
};
