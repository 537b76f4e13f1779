import { type CreatedExpertiseTag, type ExpertiseTagPage } from '@academy/domain';
import { baseApi } from './base-api';

/** The expertise page size (spec section 9). */
export const expertisePageSize = 20;

/**
 * The expertise tags, below the features: the profile's expertise editor and the Journal's
 * keyword picker search them the same way (the search lowercased, 20 at a time).
 */
const expertiseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    expertiseTags: build.infiniteQuery<ExpertiseTagPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.page,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/rest/expertise/tags',
        params: { search: queryArg.toLowerCase(), limit: expertisePageSize, page: pageParam },
      }),
    }),
    createExpertiseTag: build.mutation<CreatedExpertiseTag, string>({
      query: (tag) => ({ url: '/rest/expertise/tags', method: 'POST', body: { tag } }),
    }),
  }),
});

export const { useExpertiseTagsInfiniteQuery, useCreateExpertiseTagMutation } = expertiseApi;
