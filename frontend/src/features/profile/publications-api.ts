import { baseApi } from '../../api/base-api';

export interface MemberPublication {
  pubNum: number;
  title: string;
  authors: { name: string; userID?: string }[];
  keywords: string[];
  publishYear: number;
}

/** A member's publications (the Journal's list, by author). */
const memberPublicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberPublications: build.query<{ publications: MemberPublication[]; total: number }, string>({
      query: (author) => ({ url: '/rest/journal/list', params: { author } }),
      providesTags: [{ type: 'Publication', id: 'LIST' }],
    }),
  }),
});

export const { useMemberPublicationsQuery } = memberPublicationsApi;
