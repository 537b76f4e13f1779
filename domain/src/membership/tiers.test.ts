import { describe, expect, it } from '@jest/globals';
import { defaultTierCatalogue } from './default-tiers.js';
import { authorizedTiers, publicCatalogue } from './tier-rules.js';
import { tierCatalogueSchema, type TierCatalogue } from './tiers.js';

const withPrice: TierCatalogue = {
  tiers: defaultTierCatalogue.tiers.map((tier) =>
    tier.price ? { ...tier, stripePriceId: `price_${tier.id}` } : tier,
  ),
};

const issuesOf = (input: unknown): string[] => {
  const result = tierCatalogueSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const memberTier = defaultTierCatalogue.tiers[1]!;

describe('tier catalogue', () => {
  it('when the built-in default is checked, then it is a valid catalogue of associate, member and fellow', () => {
    expect(tierCatalogueSchema.parse(defaultTierCatalogue).tiers.map((t) => t.id)).toEqual([
      'associate',
      'member',
      'fellow',
    ]);
  });

  it('when a capability is asked for, then the tiers granting it are authorized, in catalogue order', () => {
    expect(authorizedTiers(defaultTierCatalogue, 'journal-submit')).toEqual(['member', 'fellow']);
    expect(authorizedTiers(defaultTierCatalogue, 'registry-listing')).toEqual([
      'associate',
      'member',
      'fellow',
    ]);
    expect(authorizedTiers(defaultTierCatalogue, 'no-such-capability')).toEqual([]);
  });

  it('when the public view is built, then no Stripe price id is in it', () => {
    const view = publicCatalogue(withPrice);
    expect(JSON.stringify(view)).not.toContain('stripePriceId');
    expect(view.tiers[1]).toMatchObject({
      id: 'member',
      price: { amount: 6000, currency: 'EUR' },
      interval: 'year',
    });
  });

  it('when an amount is not whole, then the issue names tiers.N.price.amount', () => {
    const tiers = [
      defaultTierCatalogue.tiers[0],
      { ...memberTier, price: { amount: 60.5, currency: 'EUR' } },
    ];
    expect(issuesOf({ tiers })).toEqual(['tiers.1.price.amount: expected a whole number']);
  });

  it('when a free tier has a yearly interval, then the interval is refused', () => {
    const { price: _price, ...free } = memberTier;
    expect(issuesOf({ tiers: [free] })).toEqual([
      'tiers.0.interval: expected none for a free tier (no price)',
    ]);
  });

  it('when two tiers share an id, then the second is named', () => {
    expect(issuesOf({ tiers: [memberTier, memberTier] })).toEqual([
      'tiers.1.id: expected a unique id; member appears twice',
    ]);
  });

  it('when an id is not kebab-case or the list is empty, then each is refused', () => {
    expect(issuesOf({ tiers: [{ ...memberTier, id: 'Member Plus' }] })).toEqual([
      'tiers.0.id: expected 1 to 50 lowercase letters, digits or dashes',
    ]);
    expect(issuesOf({ tiers: [] })).toEqual(['tiers: expected at least one tier']);
  });
});
