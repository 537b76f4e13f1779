import { baseApi } from '../../api/base-api';
import { httpRequest } from '../../api/http-client';
import { toProductError } from '../../api/product-error';

export interface Profile {
  userID?: string;
  firstName: string;
  lastName: string;
  [field: string]: unknown;
}

/** A Blob as a data URL: a string, so it can sit in the store. */
export const blobToDataUrl = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
};

/** Public profiles: the profile page and the profile menu's avatar. */
const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useProfileQuery, useProfileImageQuery } = profileApi;
