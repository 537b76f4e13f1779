import { baseApi } from '../../api/base-api';

/** Expertise search page size (spec section 9). */
export const expertisePageSize = 20;

/** An expertise tag list (spec section 3): tags and the page cursor. */
export interface ExpertiseTagPage {
  tags: string[];
  page: number | null;
}

/** Expertise tag search: the spec does not name the path; the Registry's query service answers it. */
export const expertiseTagsPath = '/rest/registry/expertise-tags';

const expertiseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    expertiseTags: build.query<ExpertiseTagPage, { search: string; page?: number }>({
      query: ({ search, page = 1 }) => ({
        url: expertiseTagsPath,
        params: { search: search.toLowerCase(), page, limit: expertisePageSize },
      }),
    }),
  }),
});

export const { useExpertiseTagsQuery } = expertiseApi;
