import { type AdminUserRow, type AdminUserSearchResult } from '@academy/domain';
import { baseApi } from '../../api/base-api';

export const adminUsersPageSize = 20;

/** `GET /rest/admin/dashboard`. */
export interface AdminDashboard {
  members: { tier: string | null; status: string; count: number }[];
  signups: { day: string; count: number }[];
  revenue: { day: string; currency: string | null; amount: number }[];
  pendingShipments: number;
  removedPublications: number;
  latestEvents: {
    type: string;
    label: string;
    streamId: string;
    subject: string;
    time: string;
    actor: string | null;
    actorName: string;
    link: string | null;
  }[];
  recentAudits: {
    time: string;
    adminID: string;
    adminName?: string | null;
    view: string;
    subject?: { kind: string; id: string };
  }[];
}

/** One admin: who granted them (a name or `operator:…`) and when. */
export interface AdminListEntry {
  userID: string;
  name: string;
  email: string;
  since: string | null;
  by: string | null;
  byName: string | null;
}

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
    adminUser: build.query<AdminUserRow, string>({
      query: (userID) => ({ url: `/rest/admin/users/${encodeURIComponent(userID)}` }),
      providesTags: ['Admin'],
    }),
    banUser: build.mutation<{ position: number }, { userID: string; reason: string }>({
      query: ({ userID, reason }) => ({
        url: `/rest/admin/users/${encodeURIComponent(userID)}/ban`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Admin'],
    }),
    unbanUser: build.mutation<{ position: number }, { userID: string; reason: string }>({
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
    admins: build.query<{ admins: AdminListEntry[] }, void>({
      query: () => ({ url: '/rest/admin/admins' }),
      providesTags: ['Admin'],
    }),
    grantAdmin: build.mutation<{ position: number }, string>({
      query: (userID) => ({ url: '/rest/admin/admins', method: 'POST', body: { userID } }),
      invalidatesTags: ['Admin', 'Status'],
    }),
    revokeAdmin: build.mutation<{ position: number }, string>({
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
  useGrantAdminMutation,
  useRevokeAdminMutation,
  useAdminsQuery,
  useAdminDashboardQuery,
} = adminApi;
