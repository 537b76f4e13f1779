import { type Config } from '../config/config.js';
import { type PaymentProvider } from './port.js';
import { type StripeApiAddress } from './stripe-client.js';
import { createStripePaymentProvider } from './stripe-provider.js';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-provider.js';

export type OpenedPaymentProvider =
  { name: 'stripe'; provider: PaymentProvider } | { name: 'test'; provider: TestPaymentProvider };

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; else the built-in test checkout. */
export const openPaymentProvider = (
  config: Config,
  options: { now: () => Date; stripeApi?: StripeApiAddress },
): OpenedPaymentProvider => {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (secretKey && webhookSecret) {
    const provider = createStripePaymentProvider({
      secretKey,
      webhookSecret,
      siteBase: () => config.site.base(),
      catalogue: config.tiers,
      now: options.now,
      ...(options.stripeApi ? { api: options.stripeApi } : {}),
    });
    return { name: 'stripe', provider };
  }
  return { name: 'test', provider: createTestPaymentProvider({ now: options.now }) };
};
