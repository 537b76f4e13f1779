import {
  type OrganizationCreated,
  type OrganizationsAnswer,
  type OrganizationView,
  type ProfilePatchBody,
  type ProfileView,
  type CommandWritten,
} from '@academy/domain';
import { baseApi } from '../../api/base-api';
import { httpRequest } from '../../api/http-client';
import { toProductError } from '../../api/product-error';

// The profile's fields, its answer and its visibility, as the domain declares them (the editor imports them here).
export {
  availabilityValues,
  profileFields,
  type ProfileField,
  type ProfileView,
  type VisibilityLevel as Visibility,
} from '@academy/domain';

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
    profile: build.query<ProfileView, string | undefined>({
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
    updateProfile: build.mutation<CommandWritten, ProfilePatchBody>({
      query: (body) => ({ url: '/rest/user/profile', method: 'PATCH', body }),
      invalidatesTags: (_result, _error) => [{ type: 'Profile', id: 'me' }, 'Profile'],
    }),
    uploadProfileImage: build.mutation<CommandWritten, FormData>({
      query: (body) => ({ url: '/rest/user/profile/image', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    deleteProfileImage: build.mutation<CommandWritten, void>({
      query: () => ({ url: '/rest/user/profile/image', method: 'DELETE' }),
      invalidatesTags: ['Profile'],
    }),
    organization: build.query<OrganizationView, string>({
      query: (id) => ({ url: '/rest/organization', params: { id } }),
    }),
    organizations: build.query<OrganizationsAnswer, string>({
      query: (search) => ({ url: '/rest/organizations', params: { search, page: 1 } }),
    }),
    createOrganization: build.mutation<OrganizationCreated, { name: string; kind: string }>({
      query: (body) => ({ url: '/rest/organizations', method: 'POST', body }),
    }),
  }),
});

export const {
  useProfileQuery,
  useProfileImageQuery,
  useUpdateProfileMutation,
  useUploadProfileImageMutation,
  useDeleteProfileImageMutation,
  useOrganizationQuery,
  useOrganizationsQuery,
  useCreateOrganizationMutation,
} = profileApi;
