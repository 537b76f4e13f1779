import { baseApi } from './base-api';

/** Session result (spec section 3): `none` means no session. */
export interface SessionResult {
  session: 'signed-in' | 'none';
  membershipTier: string | null;
}

/** The current user (spec section 3). */
export interface UserStatus {
  userID: string;
  admin: boolean;
  status: 'active' | 'banned' | (string & {});
  banReason: string | null;
}

/** User status is fresh for 5 minutes (spec section 9); the session follows the same rule. */
export const userStatusFreshSeconds = 5 * 60;

/**
 * Who is signed in: the only two places the frame learns it from. They stay below the features:
 * the header, the access guards and several features read them.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    session: build.query<SessionResult, void>({
      query: () => '/rest/user/session',
      providesTags: ['Session'],
      keepUnusedDataFor: userStatusFreshSeconds,
    }),
    userStatus: build.query<UserStatus, void>({
      query: () => '/rest/user/status',
      providesTags: ['Status'],
      keepUnusedDataFor: userStatusFreshSeconds,
    }),
  }),
});

export const { useSessionQuery, useUserStatusQuery } = sessionApi;
