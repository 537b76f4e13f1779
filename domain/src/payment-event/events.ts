import { z } from 'zod';
import { actorSchema } from '../event-sourcing/actor.js';
import { type EventOf, type EventSchemas } from '../event-sourcing/event-schemas.js';

/**
 * A payment provider's event (a Stripe webhook, the test checkout's Pay or Decline, or one
 * reconciliation found) was applied: recorded on `payment-event-{provider}-{id}`, so each is
 * applied at most once however often it is delivered.
 */
export const paymentEventEventSchemas = {
  PaymentEventApplied: z.object({
    provider: z.enum(['stripe', 'test']),
    providerEventId: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    /** Whether the product acts on this type (an unknown type is recorded as ignored). */
    handled: z.boolean(),
    actor: actorSchema,
    /** `reconciliation` when reconciliation found it; null for a delivery. */
    reason: z.string().max(500).nullable(),
  }),
  /** Reconciliation listed the provider's events up to `cursor` (an event id): the next run starts after it. */
  PaymentReconciliationCheckpointed: z.object({
    provider: z.enum(['stripe', 'test']),
    cursor: z.string().min(1).max(255),
    actor: actorSchema,
  }),
} satisfies EventSchemas;

export type PaymentEventEvent = EventOf<typeof paymentEventEventSchemas>;
