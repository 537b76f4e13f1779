import { type AdminUserPublications, type CommandWritten } from '@academy/domain';
import { baseApi } from '../../api/base-api';

/** One publication of a member, as `GET /rest/admin/users/{userID}/publications` lists it. */
export { type JournalListItem as AdminUserPublication } from '@academy/domain';

/** The admin user page's Publications tab: the member's publications (removed ones too), remove, restore. */
const userPublicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminUserPublications: build.query<AdminUserPublications, { userID: string; page: number }>({
      query: ({ userID, page }) => ({
        url: `/rest/admin/users/${encodeURIComponent(userID)}/publications`,
        params: { page },
      }),
      providesTags: ['Admin', { type: 'Publication', id: 'LIST' }],
    }),
    adminRemovePublication: build.mutation<CommandWritten, { pubNum: number; note: string }>({
      query: ({ pubNum, note }) => ({
        url: `/rest/admin/journal/publications/${pubNum}/removal`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: (_result, _error, { pubNum }) => [
        'Admin',
        { type: 'Publication', id: pubNum },
        { type: 'Publication', id: 'LIST' },
      ],
    }),
    adminRestorePublication: build.mutation<CommandWritten, { pubNum: number }>({
      query: ({ pubNum }) => ({
        url: `/rest/admin/journal/publications/${pubNum}/removal`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { pubNum }) => [
        'Admin',
        { type: 'Publication', id: pubNum },
        { type: 'Publication', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useAdminUserPublicationsQuery,
  useAdminRemovePublicationMutation,
  useAdminRestorePublicationMutation,
} = userPublicationsApi;
