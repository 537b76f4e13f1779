import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

/** The message loadConfig throws for `env`. */
const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  it('when nothing is set, then the embedded defaults apply and DATA_DIR is resolved to an absolute folder', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      PROJECTION_BATCH_SIZE: 500,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('when numbers come as text, then they are numbers', () => {
    expect(loadConfig({ PORT: '0', PROJECTION_BATCH_SIZE: '25' })).toMatchObject({
      PORT: 0,
      PROJECTION_BATCH_SIZE: 25,
    });
  });

  it('when a variable is set but empty, then its default applies', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 3000,
      LOG_LEVEL: 'info',
      DATABASE_URL: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid PORT="eighty": expected a port number from 0 to 65535'],
    [{ PORT: '70000' }, 'Invalid PORT="70000": expected a port number from 0 to 65535'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid LOG_LEVEL="loud": expected debug, info, warn, error or silent'],
    [
      { PROJECTION_BATCH_SIZE: '0' },
      'Invalid PROJECTION_BATCH_SIZE="0": expected a whole number from 1 to 10000',
    ],
    [
      { PROJECTION_BATCH_SIZE: '2.5' },
      'Invalid PROJECTION_BATCH_SIZE="2.5": expected a whole number from 1 to 10000',
    ],
    [{ ABOUT_URL: 'not a url' }, 'Invalid ABOUT_URL="not a url": expected an absolute URL'],
  ])('when %j, then start-up stops with one line naming the variable and what it accepts', (env, message) => {
    const text = refusal(env);
    expect(text).toBe(message);
    expect(text).not.toContain('\n');
  });

  it('when DATABASE_URL is wrong, then the error names it but does not echo it (it may hold a password)', () => {
    const text = refusal({ DATABASE_URL: 'mysql://root:hunter2@db/academy' });
    expect(text).toMatch(/^Invalid DATABASE_URL=\(hidden\): expected a postgres:\/\/ connection URL$/);
    expect(text).not.toContain('hunter2');
  });

  it('when several variables are wrong, then the first one is named', () => {
    expect(refusal({ PORT: 'x', LOG_LEVEL: 'y' })).toMatch(/^Invalid PORT=/);
  });
});
