import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { defaultTierCatalogue } from '@academy/domain';
import { ConfigError, loadConfig } from './config.js';

const folder = mkdtempSync(path.join(tmpdir(), 'tiers-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fileWith = (name: string, content: unknown): string => {
  const file = path.join(folder, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the file');
};

const [associate, member] = defaultTierCatalogue.tiers;

describe('TIERS_FILE', () => {
  it('when TIERS_FILE is unset, then the built-in associate, member and fellow apply', () => {
    expect(loadConfig({}).tiers).toEqual(defaultTierCatalogue);
  });

  it('when TIERS_FILE names a valid catalogue, then its tiers apply', () => {
    const gold = {
      ...member!,
      id: 'gold',
      name: 'Gold',
      price: { amount: 9900, currency: 'USD' },
      stripePriceId: 'price_gold1',
    };
    const file = fileWith('valid.json', { tiers: [associate, gold] });
    expect(loadConfig({ TIERS_FILE: file }).tiers.tiers.map((t) => t.id)).toEqual(['associate', 'gold']);
  });

  it.each([
    [
      'an amount that is not whole',
      { tiers: [associate, { ...member!, price: { amount: 60.5, currency: 'EUR' } }] },
      'TIERS_FILE tiers.1.price.amount: expected a whole number',
    ],
    [
      'an unknown interval',
      { tiers: [{ ...member!, interval: 'week' }] },
      'TIERS_FILE tiers.0.interval: expected year, month or none',
    ],
    [
      'an unknown field',
      { tiers: [{ ...member!, colour: 'gold' }] },
      'TIERS_FILE tiers.0: unknown field colour',
    ],
    [
      'a missing name',
      { tiers: [{ ...member!, name: undefined }] },
      'TIERS_FILE tiers.0.name: expected a name of 1 to 100 characters',
    ],
    ['a bare list', [member], 'TIERS_FILE (file): expected an object { "tiers": [ … ] }'],
    ['not JSON at all', '{ "tiers": [', /^TIERS_FILE is not valid JSON: /],
  ])(
    'when the file has %s, then start-up stops with one line naming the field',
    (_what, content, message) => {
      const text = refusal({ TIERS_FILE: fileWith(`${String(_what).replace(/\W+/g, '-')}.json`, content) });
      if (typeof message === 'string') expect(text).toBe(message);
      else expect(text).toMatch(message);
      expect(text).not.toContain('\n');
    },
  );

  it('when the file does not exist, then start-up stops naming the file and the reason', () => {
    const missing = path.join(folder, 'missing.json');
    expect(refusal({ TIERS_FILE: missing })).toBe(
      `TIERS_FILE=${JSON.stringify(missing)} cannot be read: ENOENT`,
    );
  });
});

describe('Stripe settings', () => {
  it('when both Stripe variables are set, then they are read', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abcdefgh123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh123',
    });
    expect(config.STRIPE_SECRET_KEY).toBe('sk_test_abcdefgh123');
  });

  it('when only one is set, then start-up stops naming the missing one', () => {
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh123' })).toBe(
      'Stripe payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together; missing STRIPE_WEBHOOK_SECRET',
    );
  });

  it('when the key is malformed, then the error names it without echoing it', () => {
    const text = refusal({
      STRIPE_SECRET_KEY: 'pk_live_oops_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh123',
    });
    expect(text).toMatch(/^Invalid STRIPE_SECRET_KEY=\(hidden\): expected a Stripe secret key/);
    // What a valid key looks like, and that the publishable key is the wrong one.
    expect(text).toContain('sk_test_… or sk_live_…');
    expect(text).toContain('not the publishable pk_… key');
    expect(text).not.toContain('oops');
  });
});
