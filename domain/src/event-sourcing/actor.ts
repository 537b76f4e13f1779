import { z } from 'zod';

/**
 * Who caused a membership or order event: the member themself, an admin (their user id), a
 * payment provider, or the scheduler. Reconciliation acts as the provider, with its own reason.
 */
export const actorSchema = z.union([
  z.literal('member'),
  z.literal('provider:stripe'),
  z.literal('provider:test'),
  z.literal('system:scheduler'),
  z.uuid({ error: 'expected member, provider:stripe, provider:test, system:scheduler or an admin id' }),
]);

export type Actor = z.infer<typeof actorSchema>;

export type PaymentProviderName = 'stripe' | 'test';

export const providerActor = (provider: PaymentProviderName): Actor => `provider:${provider}`;

/** Why something happened, where a reason applies (null otherwise). */
export const reasonSchema = z.string().trim().min(1).max(500).nullable();
