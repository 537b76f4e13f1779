import { type FreeOrderRequest, type RegistrySearchResult } from '@academy/domain';
import { baseApi } from '../../api/base-api';

export interface FoundMember {
  userID: string;
  firstName: string;
  lastName: string;
  email?: string;
}

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
    grantFreeOrder: build.mutation<{ orderID: string; position: number }, FreeOrderRequest>({
      query: (body) => ({ url: '/rest/admin/free-orders', method: 'POST', body }),
      invalidatesTags: ['Membership', 'Registry', 'Admin'],
    }),
  }),
});

export const { useLazyFindMembersQuery, useGrantFreeOrderMutation } = freeOrderApi;
