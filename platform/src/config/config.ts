import path from 'node:path';
import { type TierCatalogue } from '@academy/domain';
import { z } from 'zod';
import { ConfigError } from './config-error.js';
import { checkTogether } from './config-together.js';
import { PGLITE_SHARED_BUFFERS } from './defaults.js';
import { siteAddressOf, type SiteAddress } from './site-address.js';
import { loadTierCatalogue } from './tiers-file.js';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);
const url = z.url();

/** Every environment variable the product reads, with what it accepts. */
export const configSchema = z.object({
  PORT: port.default(3000).describe('a port number from 0 to 65535'),
  HOST: z.string().min(1).default('127.0.0.1').describe('an address to bind, such as 127.0.0.1 or 0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data').describe('a folder path'),
  KEK_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'the folder of the key-encryption keys, outside the database and shared by every process (default DATA_DIR/keys)',
    ),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional()
    .describe('a postgres:// connection URL'),
  EMBEDDED_DATABASE: z
    .enum(['postgres', 'pglite'])
    .optional()
    .describe(
      'postgres or pglite: the store in DATA_DIR when DATABASE_URL is unset (unset: postgres, or pglite on a folder holding one)',
    ),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d{1,6}(kB|MB|GB)$/, 'a size such as 32MB')
    .default(PGLITE_SHARED_BUFFERS)
    .describe("the embedded database's page cache, such as 32MB (PostgreSQL's shared_buffers)"),
  KURRENTDB_URL: z
    .string()
    .regex(/^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\/\S+$/, 'a kurrentdb:// connection string')
    .optional()
    .describe(
      'a KurrentDB connection string, such as kurrentdb://kurrentdb:2113?tls=false (the event store)',
    ),
  KAFKA_BROKERS: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}(,[\w.-]+:\d{1,5})*$/, 'host:port,host:port')
    .optional()
    .describe('comma-separated Kafka brokers, such as kafka-1:9092,kafka-2:9092 (event delivery)'),
  KAFKA_PARTITIONS: positiveInt
    .max(1000)
    .default(12)
    .describe(
      'partitions of the topic academy.events when the relay creates it: a whole number from 1 to 1000',
    ),
  PUBLIC_URL: url.optional().describe('the site address, such as https://academy.example'),
  APP_ROLE: z
    .enum(['all', 'commands', 'queries', 'web', 'projections', 'relay'])
    .default('all')
    .describe('all, commands, queries, web, projections or relay'),
  HTTP_WORKERS: positiveInt
    .max(64)
    .default(1)
    .describe(
      'HTTP worker processes behind the one PORT (APP_ROLE=all): a whole number from 1 to 64 (1: one process)',
    ),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error', 'silent'])
    .default('info')
    .describe('debug, info, warn, error or silent'),
  METRICS_PORT: port
    .optional()
    .describe('the port of the Prometheus /metrics listener, such as 9464 (unset: no metrics listener)'),
  METRICS_HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .describe('the address the metrics listener binds (default 127.0.0.1, never the public one)'),
  READY_MAX_LAG_EVENTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .default(1000)
    .describe('events a projection may lag behind the store before /readyz answers 503: a whole number'),
  WARM_PAGES: z
    .enum(['on', 'off'])
    .default('on')
    .describe('on or off: render the most visited pages once at start, before /readyz says ready'),
  QUERY_CACHE_ENTRIES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(1000)
    .describe('answers the query service keeps in memory: a whole number (0: no cache, no ETags)'),
  PROJECTION_BATCH_SIZE: positiveInt.max(10000).default(500).describe('a whole number from 1 to 10000'),
  ACADEMY_NAME: z.string().min(1).max(100).default('Sciences').describe('1 to 100 characters'),
  ABOUT_URL: url.default('https://example.org/about').describe('an absolute URL'),
  PRIVACY_URL: url.default('https://example.org/privacy').describe('an absolute URL'),
  CONTACT_URL: url.default('https://example.org/contact').describe('an absolute URL'),
  ENCYCLOPEDIA_URL: url.default('https://encyclopedia.example.org').describe('an absolute URL'),
  WIKI_TEST_HOST: z.string().min(1).default('wiki-test.example.org').describe('a host name'),
  WIKI_PROD_HOST: z.string().min(1).default('wiki.example.org').describe('a host name'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-fA-F.:/,\s]+|loopback|linklocal|uniquelocal)$/,
      'true, false, a hop count or addresses',
    )
    .default('false')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
    )
    .describe('false (default), true, a number of proxy hops, or comma-separated proxy addresses/subnets'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL')
    .optional()
    .describe(
      'an smtp:// or smtps:// URL, such as smtps://user:pass@mail.example:465 (unset: mail goes to DATA_DIR/outbox)',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .max(254)
    .regex(/^[^\r\n]+$/, 'one line')
    .default('Academy <no-reply@localhost>')
    .describe('the sender address, such as "Academy <no-reply@academy.example>"'),
  MAIL_TEMPLATES_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('a folder of mail templates (unset: the built-in ones)'),
  MAIL_RENEWAL_REMINDER_DAYS: positiveInt.max(60).default(7).describe('days before a renewal: 1 to 60'),
  OIDC_ISSUER: url
    .optional()
    .describe(
      'the OpenID provider issuer URL, such as https://id.example (with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET)',
    ),
  OIDC_CLIENT_ID: z
    .string()
    .min(1)
    .max(500)
    .optional()
    .describe('the client id registered at the OpenID provider'),
  OIDC_CLIENT_SECRET: z
    .string()
    .min(1)
    .max(500)
    .optional()
    .describe('the client secret registered at the OpenID provider'),
  RATE_LIMIT_ACCOUNT: positiveInt
    .max(100000)
    .default(10)
    .describe('failed attempts per account per window: a whole number from 1 to 100000'),
  RATE_LIMIT_ADDRESS: positiveInt
    .max(1000000)
    .default(100)
    .describe('failed attempts per client address per window: a whole number from 1 to 1000000'),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt
    .max(10080)
    .default(15)
    .describe('the rate-limit window in minutes: a whole number from 1 to 10080'),
  TIERS_FILE: z
    .string()
    .min(1)
    .optional()
    .describe('the path of a JSON tier catalogue { "tiers": [ … ] } (unset: the built-in tiers)'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/, 'a Stripe secret key')
    .optional()
    .describe(
      'a Stripe secret key from the dashboard (Developers, API keys): sk_test_… or sk_live_… followed by ' +
        'at least 8 letters, digits or underscores (a restricted key rk_test_…/rk_live_… also works; ' +
        'not the publishable pk_… key), set with STRIPE_WEBHOOK_SECRET',
    ),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]{8,}$/, 'a Stripe webhook signing secret')
    .optional()
    .describe('the webhook signing secret whsec_… of the Stripe endpoint (with STRIPE_SECRET_KEY)'),
  MEILI_URL: url
    .optional()
    .describe(
      'the Meilisearch address, such as http://meilisearch:7700 (unset: the Registry searches PostgreSQL)',
    ),
  MEILI_MASTER_KEY: z
    .string()
    .min(16)
    .optional()
    .describe('the Meilisearch master key, at least 16 characters (with MEILI_URL)'),
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  kekDir: string;
  tiers: TierCatalogue;
  /** The address every mailed or published link is built from (PUBLIC_URL, else HOST and PORT). */
  site: SiteAddress;
};

export { ConfigError };

/** Reads and validates the environment; a wrong value throws one line naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const input = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = String(issue.path[0]) as keyof typeof configSchema.shape;
    const accepts = configSchema.shape[key]?.description ?? issue.message;
    // Secrets (and URLs that may hold a password) are not echoed into logs.
    const shown = /SECRET|SMTP_URL|DATABASE_URL|KURRENTDB_URL|MASTER_KEY/.test(key)
      ? '(hidden)'
      : JSON.stringify(env[key]);
    throw new ConfigError(`Invalid ${key}=${shown}: expected ${accepts}`);
  }
  checkTogether(result.data);
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    kekDir: path.resolve(result.data.KEK_DIR ?? path.join(result.data.DATA_DIR, 'keys')),
    tiers: loadTierCatalogue(result.data.TIERS_FILE),
    site: siteAddressOf(result.data),
  };
};
