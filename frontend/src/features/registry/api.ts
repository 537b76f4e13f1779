import { type RegistrySearchAnswer } from '@academy/domain';
import { baseApi } from '../../api/base-api';

export const registryPageSize = 20;

export interface RegistrySearchArgs {
  /** The search's parameters as the page's address holds them (filters as repeated keys). */
  search: string;
}

export const registryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchRegistry: build.query<RegistrySearchAnswer, RegistrySearchArgs>({
      query: ({ search }) => ({ url: `/rest/registry/search${search ? `?${search}` : ''}` }),
      providesTags: ['Registry'],
    }),
  }),
});

export const { useSearchRegistryQuery } = registryApi;
