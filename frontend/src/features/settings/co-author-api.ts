import { type CoAuthorInvitations, type CommandWritten } from '@academy/domain';
import { baseApi } from '../../api/base-api';

const coAuthorshipUrl = (pubNum: number) => `/rest/journal/publications/${pubNum}/co-authorship`;

/** My pending co-author invitations, and my answer to one: linked only once accepted. */
const coAuthorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    coAuthorInvitations: build.query<CoAuthorInvitations, void>({
      query: () => ({ url: '/rest/journal/co-author-invitations' }),
      providesTags: [{ type: 'Publication', id: 'INVITATIONS' }],
    }),
    answerCoAuthorInvitation: build.mutation<
      CommandWritten,
      { pubNum: number; answer: 'accept' | 'decline' }
    >({
      query: ({ pubNum, answer }) => ({
        url: `${coAuthorshipUrl(pubNum)}/${answer}`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_r, _e, { pubNum }) => [
        { type: 'Publication', id: 'INVITATIONS' },
        { type: 'Publication', id: 'LIST' },
        { type: 'Publication', id: pubNum },
        'Profile',
      ],
    }),
  }),
});

export const { useCoAuthorInvitationsQuery, useAnswerCoAuthorInvitationMutation } = coAuthorApi;
