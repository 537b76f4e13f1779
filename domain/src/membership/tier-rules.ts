import { type Capability, type Tier, type TierCatalogue } from './tiers.js';

/*
 * What the catalogue answers, apart from its schemas (tiers.ts): pure functions without zod, so a
 * page that only asks which tiers grant a capability does not carry the schema library.
 */
/** A tier as the sign-up and manage-membership pages see it: never the Stripe price id. */
export type PublicTier = Omit<Tier, 'stripePriceId'>;

export const findTier = (catalogue: TierCatalogue, id: string): Tier | undefined =>
  catalogue.tiers.find((tier) => tier.id === id);

/** The spec's `authorizedTiers` for a capability: every tier granting it, in catalogue order. */
export const authorizedTiers = (catalogue: TierCatalogue, capability: Capability): string[] =>
  catalogue.tiers.filter((tier) => tier.grants.includes(capability)).map((tier) => tier.id);

export const publicTier = ({ stripePriceId: _hidden, ...tier }: Tier): PublicTier => tier;

/** What `GET /rest/membership/tiers` answers. */
export const publicCatalogue = (catalogue: TierCatalogue): { tiers: PublicTier[] } => ({
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
