import { type TierCatalogueAnswer } from '@academy/domain';
import { baseApi } from './base-api';

/**
 * The tiers sit below the features: the access loaders turn a capability into authorized tiers with
 * them, and the sign-up and settings pages show them.
 */
export const tiersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    membershipTiers: build.query<TierCatalogueAnswer, void>({
      query: () => '/rest/membership/tiers',
      keepUnusedDataFor: 5 * 60,
    }),
  }),
});

export const { useMembershipTiersQuery } = tiersApi;

/** A tier's name for its id, as members read it ("Associate", not "associate"); an unknown id as recorded. */
export const useTierName = (): ((id: string) => string) => {
  const { data } = useMembershipTiersQuery();
  return (id) => data?.tiers.find((t) => t.id === id)?.name ?? id;
};
