import { ConfigError } from './config-error.js';

const OIDC_GROUP = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const STRIPE_GROUP = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

type Settings = Partial<Record<(typeof OIDC_GROUP)[number] | (typeof STRIPE_GROUP)[number], string>> & {
  APP_ROLE: string;
  KAFKA_BROKERS?: string;
  HTTP_WORKERS: number;
  MEILI_URL?: string;
  MEILI_MASTER_KEY?: string;
};

/** The variables that only make sense together (or never together); one line naming them otherwise. */
export const checkTogether = (settings: Settings): void => {
  const oidcSet = OIDC_GROUP.filter((key) => settings[key] !== undefined);
  if (oidcSet.length > 0 && oidcSet.length < OIDC_GROUP.length) {
    const missing = OIDC_GROUP.filter((key) => settings[key] === undefined);
    throw new ConfigError(
      `OpenID sign-in needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together; missing ${missing.join(', ')}`,
    );
  }
  if (settings.APP_ROLE === 'relay' && settings.KAFKA_BROKERS === undefined) {
    throw new ConfigError('APP_ROLE=relay needs KAFKA_BROKERS: the relay produces the events to Kafka');
  }
  if (settings.HTTP_WORKERS > 1 && (settings.APP_ROLE !== 'all' || settings.KAFKA_BROKERS)) {
    throw new ConfigError(
      'HTTP_WORKERS above 1 runs APP_ROLE=all as a primary and its HTTP workers, without KAFKA_BROKERS: scaled out, run more commands and queries processes instead',
    );
  }
  const stripeSet = STRIPE_GROUP.filter((key) => settings[key] !== undefined);
  if (stripeSet.length === 1) {
    const missing = STRIPE_GROUP.filter((key) => settings[key] === undefined);
    throw new ConfigError(
      `Stripe payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together; missing ${missing[0]}`,
    );
  }
  if (settings.MEILI_MASTER_KEY !== undefined && settings.MEILI_URL === undefined) {
    throw new ConfigError('MEILI_MASTER_KEY is set without MEILI_URL: set both to search with Meilisearch');
  }
};
