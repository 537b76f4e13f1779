import { type ExpertiseTagPage } from '@academy/domain';
import { baseApi } from '../../api/base-api';

/** Expertise search page size (spec section 9). */
export const expertisePageSize = 20;

/** Expertise tag search (the spec does not name the path): the query service's `GET /rest/expertise/tags`. */
export const expertiseTagsPath = '/rest/expertise/tags';

const expertiseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `page` is the cursor a previous answer gave (an offset): the first page sends none.
    expertiseTags: build.query<ExpertiseTagPage, { search: string; page?: string }>({
      query: ({ search, page }) => ({
        url: expertiseTagsPath,
        params: { search: search.toLowerCase(), ...(page ? { page } : {}), limit: expertisePageSize },
      }),
    }),
  }),
});

export const { useExpertiseTagsQuery } = expertiseApi;
