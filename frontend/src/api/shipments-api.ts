import { type MemberShipmentsAnswer } from '@academy/domain';
import { baseApi } from './base-api';

/** Token shipments: the member's own, or a member's for admins (userID given). */
const shipmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shipments: build.query<MemberShipmentsAnswer, string | undefined>({
      query: (userID) => ({
        url: userID ? `/rest/admin/users/${encodeURIComponent(userID)}/shipments` : '/rest/user/shipments',
      }),
      providesTags: ['Membership'],
    }),
  }),
});

export const { useShipmentsQuery } = shipmentsApi;
