import { Meilisearch } from 'meilisearch';
import { z } from 'zod';

/** `MEILI_URL` picks Meilisearch for search (with `MEILI_MASTER_KEY`); unset: the PostgreSQL adapter. */
export const meiliEnvSchema = z.object({
  MEILI_URL: z.url({ error: 'MEILI_URL is a URL such as http://127.0.0.1:7700' }).optional(),
  MEILI_MASTER_KEY: z.string().min(16, 'MEILI_MASTER_KEY is at least 16 characters').optional(),
});

export interface MeiliSettings {
  url: string;
  key: string | undefined;
}

/** The Meilisearch settings in the environment, or undefined when MEILI_URL is not set. */
export const meiliSettingsFrom = (env: Record<string, string | undefined>): MeiliSettings | undefined => {
  const parsed = meiliEnvSchema.parse({
    MEILI_URL: env.MEILI_URL || undefined,
    MEILI_MASTER_KEY: env.MEILI_MASTER_KEY || undefined,
  });
  return parsed.MEILI_URL ? { url: parsed.MEILI_URL, key: parsed.MEILI_MASTER_KEY } : undefined;
};

/**
 * Answers uncompressed (`accept-encoding: identity`): Meilisearch sends a compressed answer in
 * pieces, and the last one waited for the first's delayed acknowledgement, about 45 ms a
 * multi-search here against 6 ms uncompressed. The answers are a few KB on a private network.
 */
const meiliRequestHeaders = { 'accept-encoding': 'identity' } as const;

export const openMeilisearch = (settings: MeiliSettings): Meilisearch =>
  new Meilisearch({
    host: settings.url,
    ...(settings.key ? { apiKey: settings.key } : {}),
    requestInit: { headers: meiliRequestHeaders },
  });
