import { type JournalList } from '@academy/domain';
import { baseApi } from '../../api/base-api';

/** A member's publications (the Journal's list, by author). */
const memberPublicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberPublications: build.query<JournalList, string>({
      query: (author) => ({ url: '/rest/journal/list', params: { author } }),
      providesTags: [{ type: 'Publication', id: 'LIST' }],
    }),
  }),
});

export const { useMemberPublicationsQuery } = memberPublicationsApi;
