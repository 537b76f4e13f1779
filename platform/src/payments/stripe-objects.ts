import { z } from 'zod';
import { type SubscriptionSnapshot } from './port.js';

/**
 * Readers for the few fields the product uses of Stripe's objects. API 2025-03-31 and later: the
 * period sits on subscription items, an invoice names its subscription under `parent`; before it,
 * `subscription.current_period_end`, `invoice.subscription`, `invoice.subscription_details` and a
 * line's `price`: both shapes are read. Anything else in the object is let through untouched.
 */
const expandable = z.union([z.string(), z.looseObject({ id: z.string() })]);
const idOf = (value: z.infer<typeof expandable> | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const metadata = z.record(z.string(), z.string()).nullish();

export interface OurMetadata {
  orderID: string | null;
  userID: string | null;
  tier: string | null;
}

/** The metadata the product writes on sessions and subscriptions: `orderID`, `userID`, `tier`. */
export const ourMetadata = (value: Record<string, string> | null | undefined): OurMetadata => ({
  orderID: value?.orderID ?? null,
  userID: value?.userID ?? null,
  tier: value?.tier ?? null,
});

export const isoOf = (unixSeconds: number): string => new Date(unixSeconds * 1000).toISOString();

export const checkoutSessionSchema = z.looseObject({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata,
  mode: z.string(),
  payment_status: z.string(),
  subscription: expandable.nullish(),
  payment_intent: expandable.nullish(),
  invoice: expandable.nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  customer: expandable.nullish(),
});

export const invoiceSchema = z.looseObject({
  id: z.string(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number(),
  amount_due: z.number(),
  currency: z.string(),
  customer: expandable.nullish(),
  /** Before API 2025-03-31. */
  subscription: expandable.nullish(),
  subscription_details: z.looseObject({ metadata }).nullish(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: expandable, metadata }).nullish(),
    })
    .nullish(),
  lines: z.looseObject({
    data: z.array(
      z.looseObject({
        period: z.looseObject({ end: z.number() }).nullish(),
        pricing: z.looseObject({ price_details: z.looseObject({ price: expandable }).nullish() }).nullish(),
        /** Before API 2025-03-31. */
        price: z.looseObject({ id: z.string() }).nullish(),
      }),
    ),
  }),
});

export const subscriptionSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  metadata,
  customer: expandable.nullish(),
  /** Before API 2025-03-31. */
  current_period_end: z.number().nullish(),
  items: z.looseObject({
    data: z.array(
      z.looseObject({
        id: z.string(),
        current_period_end: z.number().nullish(),
        price: z.looseObject({ id: z.string() }).nullish(),
      }),
    ),
  }),
});

export const chargeSchema = z.looseObject({
  id: z.string(),
  amount: z.number(),
  amount_refunded: z.number(),
  currency: z.string(),
  payment_intent: expandable.nullish(),
  metadata,
});

export { idOf };

const statusOf = (status: string): SubscriptionSnapshot['status'] => {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  if (status === 'incomplete') return 'incomplete';
  return 'past-due'; // past_due, unpaid, paused: not paid for
};

/** A Stripe subscription as the port shows it; the tier comes from its price, else its metadata. */
export const subscriptionSnapshotOf = (
  raw: unknown,
  tierForPrice: (priceId: string) => string | undefined,
): SubscriptionSnapshot | null => {
  const parsed = subscriptionSchema.safeParse(raw);
  if (!parsed.success) return null;
  const sub = parsed.data;
  const item = sub.items.data[0];
  const priceId = item?.price?.id ?? null;
  const ours = ourMetadata(sub.metadata);
  const periodEnd = item?.current_period_end ?? sub.current_period_end;
  return {
    id: sub.id,
    status: statusOf(sub.status),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    periodEnd: periodEnd ? isoOf(periodEnd) : null,
    userID: ours.userID,
    tier: (priceId && tierForPrice(priceId)) ?? ours.tier,
    orderID: ours.orderID,
    priceId,
    ...(idOf(sub.customer) ? { customerId: idOf(sub.customer)! } : {}),
  };
};
