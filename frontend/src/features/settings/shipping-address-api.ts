import { type ShippingAddress, type ShippingAddressAnswer, type CommandWritten } from '@academy/domain';
import { baseApi } from '../../api/base-api';

/** The member's own shipping address: read from their stream, set with `PUT /rest/user/shipping-address`. */
const shippingAddressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ownShippingAddress: build.query<ShippingAddressAnswer, void>({
      query: () => '/rest/user/shipping-address',
      providesTags: ['Membership'],
    }),
    changeShippingAddress: build.mutation<CommandWritten, ShippingAddress>({
      query: (body) => ({ url: '/rest/user/shipping-address', method: 'PUT', body }),
      invalidatesTags: ['Membership'],
    }),
  }),
});

export const { useOwnShippingAddressQuery, useChangeShippingAddressMutation } = shippingAddressApi;
