import { DomainError } from '@academy/domain';
import Stripe from 'stripe';

export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * The Stripe API version every call is made in (the `stripe` package's own, which its types
 * describe). The webhook endpoint should be created with the same version; events in the shape of
 * versions before 2025-03-31 are read too.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** The real `stripe` client; `api` points it elsewhere (the tests' Stripe-shaped server). */
export const createStripeClient = (secretKey: string, api?: StripeApiAddress): Stripe =>
  new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'academy' },
    ...(api ?? {}),
  });

/** Stripe unreachable, failing or limiting: 503 (the caller may retry). Our own mistakes stay errors. */
export const callStripe = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      const refusal = new DomainError(
        'service-unavailable',
        'The payment provider is unavailable; try again shortly',
      );
      // Kept for the log of whoever handles it (what failed, where), never for the answer.
      refusal.cause = error;
      throw refusal;
    }
    throw error;
  }
};

/** Whether Stripe answered that the object does not exist. */
export const isMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
