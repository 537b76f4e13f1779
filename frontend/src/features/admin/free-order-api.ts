import {
  type FoundMember,
  type FreeOrderGranted,
  type FreeOrderRequest,
  type RegistrySearchResult,
} from '@academy/domain';
import { baseApi } from '../../api/base-api';

export { type FoundMember } from '@academy/domain';

/** The free-order page's calls: find a member (by name through the Registry, by email), grant. */
const freeOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findMembers: build.query<FoundMember[], string>({
      query: (text) =>
        text.includes('@')
          ? { url: '/rest/admin/members/lookup', params: { email: text } }
          : { url: '/rest/registry/search', params: { query: text, page: 1, limit: 10 } },
      transformResponse: (answer: RegistrySearchResult | FoundMember) =>
        'hits' in answer ? answer.hits : [answer],
    }),
    grantFreeOrder: build.mutation<FreeOrderGranted, FreeOrderRequest>({
      query: (body) => ({ url: '/rest/admin/free-orders', method: 'POST', body }),
      invalidatesTags: ['Membership', 'Registry', 'Admin'],
    }),
  }),
});

export const { useLazyFindMembersQuery, useGrantFreeOrderMutation } = freeOrderApi;
