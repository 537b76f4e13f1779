import {
  type AdminUserRow,
  type AdminUserSearchResult,
  type FreeOrderGranted,
  type FreeOrderRequest,
} from '@academy/domain';
import { baseApi } from '../../api/base-api';

/** The free-order page's calls: find a member by name or email prefix (the admin user search, every member), grant. */
const freeOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The members found, told apart by their email (two members may share a name). */
    findMembers: build.query<AdminUserRow[], string>({
      query: (text) => ({
        url: '/rest/admin/users',
        params: { queryValue: text, queryType: text.includes('@') ? 'email' : 'name', page: 1, limit: 10 },
      }),
      transformResponse: (answer: AdminUserSearchResult) => answer.users,
    }),
    grantFreeOrder: build.mutation<FreeOrderGranted, FreeOrderRequest>({
      query: (body) => ({ url: '/rest/admin/free-orders', method: 'POST', body }),
      invalidatesTags: ['Membership', 'Registry', 'Admin'],
    }),
  }),
});

export const { useLazyFindMembersQuery, useGrantFreeOrderMutation } = freeOrderApi;
