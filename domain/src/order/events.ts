import { z } from 'zod';
import { actorSchema, reasonSchema } from '../event-sourcing/actor.js';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';
import { tierIdSchema } from '../membership/tiers.js';

const ids = { orderID: z.uuid(), userID: z.uuid() };
const who = { actor: actorSchema, reason: reasonSchema };
const money = {
  /** Minor units (cents). */
  amount: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
};
const provider = z.enum(['stripe', 'test']);

/** Order events, on `order-{orderID}`: a checkout and what came of it, or a free order. */
export const orderEventSchemas = {
  CheckoutStarted: z.object({
    ...ids,
    tier: tierIdSchema,
    ...money,
    provider,
    /** The provider's checkout session (Stripe `cs_…`). */
    checkoutSessionId: z.string().min(1).max(255),
    ...who,
  }),
  PaymentSucceeded: z.object({
    ...ids,
    tier: tierIdSchema,
    ...money,
    provider,
    /** The provider's payment (a payment intent, an invoice, a test reference), for refunds and receipts. */
    paymentReference: z.string().min(1).max(255).nullable(),
    subscriptionId: z.string().min(1).max(255).nullable(),
    ...who,
  }),
  PaymentFailed: z.object({
    ...ids,
    tier: tierIdSchema,
    ...money,
    provider,
    /** What the member is shown (`/sign-up/payment-failure?message=…`). */
    message: z.string().min(1).max(500),
    ...who,
  }),
  PaymentRefunded: z.object({ ...ids, ...money, provider, ...who }),
  FreeOrderGranted: z.object({
    ...ids,
    tier: tierIdSchema,
    /** null: no end. */
    months: z.number().int().min(1).max(36).nullable(),
    actor: actorSchema,
    reason: z.string().trim().min(1).max(500),
  }),
} satisfies EventSchemas;

export type OrderEvent = EventOf<typeof orderEventSchemas>;

export type OrderEventType = OrderEvent['type'];
