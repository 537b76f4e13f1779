import { type RegistrySearchResult } from '@academy/domain';
import { baseApi } from '../../api/base-api';

export const registryPageSize = 20;

export interface RegistrySearchArgs {
  query: string;
  page: number;
  limit?: number;
}

const registryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchRegistry: build.query<RegistrySearchResult, RegistrySearchArgs>({
      query: ({ query, page, limit = registryPageSize }) => ({
        url: '/rest/registry/search',
        params: { query, page, limit },
      }),
      providesTags: ['Registry'],
    }),
  }),
});

export const { useSearchRegistryQuery } = registryApi;
