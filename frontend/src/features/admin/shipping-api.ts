import { type AdminShipmentsAnswer, type ImportShippedAnswer } from '@academy/domain';
import { baseApi } from '../../api/base-api';

export const adminShipmentsPageSize = 20;
export interface AdminShipmentsArgs {
  status: string;
  country: string;
  from: string;
  to: string;
  page: number;
}

/** Drops empty filters, so the URL and the CSV link carry only what was chosen. */
export const shipmentFilterParams = (args: Omit<AdminShipmentsArgs, 'page'>): Record<string, string> =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== ''));

/** The admin shipping list and its actions: shipped, delivered, returned, address, CSV import. */
const shippingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminShipments: build.query<AdminShipmentsAnswer, AdminShipmentsArgs>({
      query: ({ page, ...filters }) => ({
        url: '/rest/admin/shipments',
        params: { ...shipmentFilterParams(filters), page, limit: adminShipmentsPageSize },
      }),
      providesTags: ['Admin'],
    }),
    shipmentAction: build.mutation<
      unknown,
      {
        shipmentID: string;
        action: 'shipped' | 'delivered' | 'returned' | 'address';
        body: Record<string, string | null>;
      }
    >({
      query: ({ shipmentID, action, body }) => ({
        url: `/rest/admin/shipments/${encodeURIComponent(shipmentID)}/${action}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Admin'],
    }),
    importShipped: build.mutation<ImportShippedAnswer, string>({
      query: (csv) => ({ url: '/rest/admin/shipments/import', method: 'POST', body: { csv } }),
      invalidatesTags: ['Admin'],
    }),
  }),
});

export const { useAdminShipmentsQuery, useShipmentActionMutation, useImportShippedMutation } = shippingApi;
