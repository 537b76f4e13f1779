import { DomainError, findTier, type Tier, type TierCatalogue } from '@academy/domain';

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
