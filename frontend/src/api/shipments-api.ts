import { type ShippingAddress } from '@academy/domain';
import { baseApi } from './base-api';

export interface Shipment {
  shipmentID: string;
  status: 'requested' | 'shipped' | 'delivered' | 'returned';
  tier: string | null;
  carrier: string | null;
  tracking: string | null;
  address: ShippingAddress | null;
  requested: string;
}

/** Token shipments: the member's own, or a member's for admins (userID given). */
const shipmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shipments: build.query<{ shipments: Shipment[] }, string | undefined>({
      query: (userID) => ({
        url: userID ? `/rest/admin/users/${encodeURIComponent(userID)}/shipments` : '/rest/user/shipments',
      }),
      providesTags: ['Membership'],
    }),
  }),
});

export const { useShipmentsQuery } = shipmentsApi;
