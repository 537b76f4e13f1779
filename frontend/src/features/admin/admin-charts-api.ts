import { type DashboardChartRange, type DashboardCharts } from '@academy/domain';
import { baseApi } from '../../api/base-api';

export { type DashboardChartRange, type DashboardCharts } from '@academy/domain';

/** The dashboard's charts for a range (`GET /rest/admin/dashboard/charts`). */
const adminChartsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminDashboardCharts: build.query<DashboardCharts, DashboardChartRange>({
      query: (range) => ({ url: '/rest/admin/dashboard/charts', params: { range } }),
      providesTags: ['Admin'],
    }),
  }),
});

export const { useAdminDashboardChartsQuery } = adminChartsApi;
