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
  /**
   * A signed event of a handled type could not be read (answered 422, so the provider delivers it
   * again): kept on `payment-events-unreadable` for the admin dashboard, once per event.
   */
  PaymentEventUnreadable: z.object({
    provider: z.enum(['stripe', 'test']),
    providerEventId: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    /** The fields at fault and why, in the reader's words (never their values). */
    problem: z.string().max(2000),
    actor: actorSchema,
  }),
  /** Reconciliation listed the provider's events up to `cursor` (an event id): the next run starts after it. */
  PaymentReconciliationCheckpointed: z.object({
    provider: z.enum(['stripe', 'test']),
    cursor: z.string().min(1).max(255),
    actor: actorSchema,
  }),
} satisfies EventSchemas;

export type PaymentEventEvent = EventOf<typeof paymentEventEventSchemas>;
