import { DomainError } from '@academy/domain';
import Stripe from 'stripe';
import { z } from 'zod';
import { type ProviderEvent } from './port.js';

const eventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

const invalidSignature = (): DomainError =>
  new DomainError('invalid-signature', 'The webhook signature is missing or does not match');

/**
 * Stripe's own check (`stripe.webhooks.constructEvent`) over the raw body, before anything else.
 * `now` is the receiving instant (the signature is refused when older than 5 minutes).
 */
export const verifyStripeSignature = (
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
  now: Date,
): ProviderEvent => {
  if (!signature) throw invalidSignature();
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, undefined, undefined, now.getTime());
  } catch {
    throw invalidSignature();
  }
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) {
    throw new DomainError('validation-failed', 'The webhook body is not an event', [
      { path: '(body)', message: 'Expected an event with id, type, created and data.object' },
    ]);
  }
  return parsed.data as ProviderEvent;
};

/** A `Stripe-Signature` header for `payload`, as Stripe computes it (the test checkout and the tests sign with it). */
export const signStripePayload = (payload: string, secret: string, now: Date): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(now.getTime() / 1000) });
