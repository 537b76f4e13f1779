import { baseApi } from '../../api/base-api';
import { type Publication } from './publication';

const journalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publications: build.query<Publication[], { pubNum: number; version?: number }>({
      query: ({ pubNum, version }) => ({ url: '/rest/journal/publications', params: { pubNum, version } }),
      transformResponse: (answer: Publication[] | { publications?: Publication[] }) =>
        Array.isArray(answer) ? answer : (answer.publications ?? []),
      providesTags: (_result, _error, { pubNum }) => [{ type: 'Publication', id: pubNum }],
    }),
  }),
});

export const { usePublicationsQuery } = journalApi;
