import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig for accounts', () => {
  it('when nothing is set, then the rate limits default to 10 per account and 100 per address in 15 minutes', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      RATE_LIMIT_ACCOUNT: 10,
      RATE_LIMIT_ADDRESS: 100,
      RATE_LIMIT_WINDOW_MINUTES: 15,
      TRUST_PROXY: false,
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.OIDC_ISSUER).toBeUndefined();
  });

  it('when a rate limit is not a number, then the error names the variable and what it accepts', () => {
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT: 'many' })).toThrow(
      /RATE_LIMIT_ACCOUNT="many": expected failed attempts per account/,
    );
  });

  it('when SMTP_URL is not an smtp URL, then it is refused', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL.*smtp:\/\//);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
  });

  it('when PGLITE_SHARED_BUFFERS is unset, then it is 32MB; a size without a unit is refused', () => {
    expect(loadConfig({}).PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).PGLITE_SHARED_BUFFERS).toBe('64MB');
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: '64' })).toThrow(/PGLITE_SHARED_BUFFERS="64"/);
  });

  it('when only part of the OpenID settings is set, then start-up names the missing ones', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'academy' })).toThrow(
      /missing OIDC_CLIENT_SECRET/,
    );
    const all = loadConfig({
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'academy',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(all.OIDC_CLIENT_ID).toBe('academy');
  });

  it('when TRUST_PROXY is a hop count or addresses, then Express gets a number or the list', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone!' })).toThrow(/TRUST_PROXY/);
  });

  it('when MEILI_URL is set, then the Registry settings carry it and its key; a key alone or a bad address is refused without echoing the key', () => {
    const config = loadConfig({ MEILI_URL: 'http://127.0.0.1:7700', MEILI_MASTER_KEY: 'k'.repeat(24) });
    expect([config.MEILI_URL, config.MEILI_MASTER_KEY]).toEqual(['http://127.0.0.1:7700', 'k'.repeat(24)]);
    expect(loadConfig({}).MEILI_URL).toBeUndefined();
    expect(() => loadConfig({ MEILI_MASTER_KEY: 'k'.repeat(24) })).toThrow(
      /MEILI_MASTER_KEY is set without MEILI_URL/,
    );
    expect(() => loadConfig({ MEILI_URL: 'meili' })).toThrow(
      /Invalid MEILI_URL="meili": expected the Meilisearch address/,
    );
    expect(() => loadConfig({ MEILI_URL: 'http://127.0.0.1:7700', MEILI_MASTER_KEY: 'short' })).toThrow(
      'Invalid MEILI_MASTER_KEY=(hidden): expected the Meilisearch master key, at least 16 characters (with MEILI_URL)',
    );
  });
});
