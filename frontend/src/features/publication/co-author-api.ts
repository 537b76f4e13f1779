import { type RegistrySearchAnswer } from '@academy/domain';
import { baseApi } from '../../api/base-api';

/** Members whose name matches, for the co-author field: the Registry's search. */
const coAuthorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    coAuthorCandidates: build.query<RegistrySearchAnswer, string>({
      query: (query) => ({ url: '/rest/registry/search', params: { query } }),
      providesTags: ['Registry'],
    }),
  }),
});

export const { useCoAuthorCandidatesQuery } = coAuthorApi;
