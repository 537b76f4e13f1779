import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);
const url = z.url();

/** Every environment variable the product reads, with what it accepts. */
export const configSchema = z.object({
  PORT: port.default(3000).describe('a port number from 0 to 65535'),
  HOST: z.string().min(1).default('127.0.0.1').describe('an address to bind, such as 127.0.0.1 or 0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data').describe('a folder path'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional()
    .describe('a postgres:// connection URL'),
  PUBLIC_URL: url.optional().describe('the site address, such as https://academy.example'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info').describe('debug, info, warn, error or silent'),
  PROJECTION_BATCH_SIZE: positiveInt.max(10000).default(500).describe('a whole number from 1 to 10000'),
  ACADEMY_NAME: z.string().min(1).max(100).default('Sciences').describe('1 to 100 characters'),
  ABOUT_URL: url.default('https://example.org/about').describe('an absolute URL'),
  PRIVACY_URL: url.default('https://example.org/privacy').describe('an absolute URL'),
  CONTACT_URL: url.default('https://example.org/contact').describe('an absolute URL'),
  ENCYCLOPEDIA_URL: url.default('https://encyclopedia.example.org').describe('an absolute URL'),
  WIKI_TEST_HOST: z.string().min(1).default('wiki-test.example.org').describe('a host name'),
  WIKI_PROD_HOST: z.string().min(1).default('wiki.example.org').describe('a host name'),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

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
    throw new ConfigError(`Invalid ${key}=${JSON.stringify(env[key])}: expected ${accepts}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
};
