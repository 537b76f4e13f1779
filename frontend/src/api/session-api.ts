import { type SessionAnswer, type UserStatusAnswer } from '@academy/domain';
import { baseApi } from './base-api';

/** User status is fresh for 5 minutes (spec section 9); the session follows the same rule. */
export const userStatusFreshSeconds = 5 * 60;

/**
 * Who is signed in: the only two places the frame learns it from. They stay below the features:
 * the header, the access guards and several features read them.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    session: build.query<SessionAnswer, void>({
      query: () => '/rest/user/session',
      providesTags: ['Session'],
      keepUnusedDataFor: userStatusFreshSeconds,
    }),
    userStatus: build.query<UserStatusAnswer, void>({
      query: () => '/rest/user/status',
      providesTags: ['Status'],
      keepUnusedDataFor: userStatusFreshSeconds,
    }),
  }),
});

export const { useSessionQuery, useUserStatusQuery } = sessionApi;
