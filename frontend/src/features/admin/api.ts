import {
  type AdminDashboard,
  type AdminsAnswer,
  type AdminUserDetail,
  type AdminUserSearchResult,
  type CommandWritten,
} from '@academy/domain';
import { baseApi } from '../../api/base-api';

export const adminUsersPageSize = 20;

// The admin area's answers, as the domain declares them (the pages import them here).
export { type AdminDashboard, type AdminListEntry } from '@academy/domain';

export interface AdminUsersArgs {
  queryValue: string;
  queryType: string;
  page: number;
}

/** The admin area: user search, one user, and the actions on them (ban, unban, grant, revoke). */
const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUserSearchResult, AdminUsersArgs>({
      query: ({ queryValue, queryType, page }) => ({
        url: '/rest/admin/users',
        params: { queryValue, queryType, page, limit: adminUsersPageSize },
      }),
      providesTags: ['Admin'],
    }),
    adminUser: build.query<AdminUserDetail, string>({
      query: (userID) => ({ url: `/rest/admin/users/${encodeURIComponent(userID)}` }),
      providesTags: ['Admin'],
    }),
    banUser: build.mutation<CommandWritten, { userID: string; reason: string }>({
      query: ({ userID, reason }) => ({
        url: `/rest/admin/users/${encodeURIComponent(userID)}/ban`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Admin'],
    }),
    eraseMember: build.mutation<CommandWritten, { userID: string; reason: string }>({
      query: ({ userID, reason }) => ({
        url: `/rest/admin/users/${encodeURIComponent(userID)}/erase`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Admin'],
    }),
    unbanUser: build.mutation<CommandWritten, { userID: string; reason: string }>({
      query: ({ userID, reason }) => ({
        url: `/rest/admin/users/${encodeURIComponent(userID)}/unban`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      invalidatesTags: ['Admin'],
    }),
    adminDashboard: build.query<AdminDashboard, void>({
      query: () => ({ url: '/rest/admin/dashboard' }),
      providesTags: ['Admin'],
    }),
    admins: build.query<AdminsAnswer, void>({
      query: () => ({ url: '/rest/admin/admins' }),
      providesTags: ['Admin'],
    }),
    grantAdmin: build.mutation<CommandWritten, string>({
      query: (userID) => ({ url: '/rest/admin/admins', method: 'POST', body: { userID } }),
      invalidatesTags: ['Admin', 'Status'],
    }),
    revokeAdmin: build.mutation<CommandWritten, string>({
      query: (userID) => ({ url: `/rest/admin/admins/${encodeURIComponent(userID)}`, method: 'DELETE' }),
      invalidatesTags: ['Admin', 'Status'],
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminUserQuery,
  useBanUserMutation,
  useUnbanUserMutation,
  useEraseMemberMutation,
  useGrantAdminMutation,
  useRevokeAdminMutation,
  useAdminsQuery,
  useAdminDashboardQuery,
} = adminApi;
