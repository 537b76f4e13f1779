import { baseApi } from './base-api';
import { httpRequest } from './http-client';
import { toProductError } from './product-error';

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

export interface Profile {
  userID?: string;
  firstName: string;
  lastName: string;
  [field: string]: unknown;
}

/** User status is fresh for 5 minutes (spec section 9); the session follows the same rule. */
export const userStatusFreshSeconds = 5 * 60;

/** A Blob as a data URL: a string, so it can sit in the store. */
export const blobToDataUrl = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
};

/** Who is signed in: the only two places the frame learns it from, plus profiles for the avatar. */
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
    profile: build.query<Profile, string | undefined>({
      query: (userID) => ({ url: '/rest/user/profile', params: { userID } }),
      providesTags: (_result, _error, userID) => [{ type: 'Profile', id: userID ?? 'me' }],
    }),
    /** The profile image as a data URL, or null when the member has none (an empty answer). */
    profileImage: build.query<string | null, string>({
      queryFn: async (userID, { signal }) => {
        try {
          const { data } = await httpRequest<unknown>({
            path: '/rest/user/profile/image',
            query: { userID },
            signal,
          });
          if (!(data instanceof Blob) || data.size === 0) return { data: null };
          return { data: await blobToDataUrl(data) };
        } catch (error) {
          return { error: toProductError(error).toJSON() };
        }
      },
      providesTags: (_result, _error, userID) => [{ type: 'Profile', id: `${userID}/image` }],
    }),
  }),
});

export const { useSessionQuery, useUserStatusQuery, useProfileQuery, useProfileImageQuery } = sessionApi;
