import { DomainError } from '../errors/errors.js';
import { type Capability, type Tier, type TierCatalogue } from './tiers.js';

/*
 * What the catalogue answers, apart from its schemas (tiers.ts): pure functions without zod, so a
 * page that only asks which tiers grant a capability does not carry the schema library.
 */
/** A tier as the sign-up and manage-membership pages see it: never the Stripe price id. */
export type PublicTier = Omit<Tier, 'stripePriceId'>;

export const findTier = (catalogue: TierCatalogue, id: string): Tier | undefined =>
  catalogue.tiers.find((tier) => tier.id === id);

/** A tier named in a request, from the catalogue; 400 `validation-failed` naming the field when unknown. */
export const catalogueTier = (catalogue: TierCatalogue, id: string, field = 'membershipTier'): Tier => {
  const tier = findTier(catalogue, id);
  if (!tier) {
    throw new DomainError('validation-failed', `Invalid fields: ${field}`, [
      { path: field, message: `There is no membership tier ${id}` },
    ]);
  }
  return tier;
};

/** The spec's `authorizedTiers` for a capability: every tier granting it, in catalogue order. */
export const authorizedTiers = (catalogue: TierCatalogue, capability: Capability): string[] =>
  catalogue.tiers.filter((tier) => tier.grants.includes(capability)).map((tier) => tier.id);

export const publicTier = ({ stripePriceId: _hidden, ...tier }: Tier): PublicTier => tier;

/** What `GET /rest/membership/tiers` answers: never a Stripe price id. */
export interface TierCatalogueAnswer {
  tiers: PublicTier[];
}

/** The catalogue as `GET /rest/membership/tiers` answers it. */
export const publicCatalogue = (catalogue: TierCatalogue): TierCatalogueAnswer => ({
  tiers: catalogue.tiers.map(publicTier),
});

export const isFreeTier = (tier: Pick<Tier, 'price'>): boolean => tier.price === undefined;

/** What a tier costs over a year, in minor units (0 for a free tier): how upgrades are told from downgrades. */
export const yearlyAmount = (tier: Pick<Tier, 'price' | 'interval'>): number =>
  tier.price === undefined ? 0 : tier.interval === 'month' ? tier.price.amount * 12 : tier.price.amount;

/**
 * Moving from `from` to `to` costs more a year: an upgrade, paid through a checkout at the full
 * price, starting a new period that day (the rest of the current one is not credited).
 */
export const isUpgrade = (
  from: Pick<Tier, 'id' | 'price' | 'interval'>,
  to: Pick<Tier, 'id' | 'price' | 'interval'>,
): boolean => to.id !== from.id && yearlyAmount(to) > yearlyAmount(from);
