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
