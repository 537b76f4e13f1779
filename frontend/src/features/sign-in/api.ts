import { type SignInInput, type SignInAnswer } from '@academy/domain';
import { baseApi } from '../../api/base-api';

const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInWithPassword: build.mutation<SignInAnswer, SignInInput>({
      query: (body) => ({ url: '/rest/signin/password', method: 'POST', body }),
    }),
    signOut: build.mutation<unknown, void>({
      query: () => ({ url: '/rest/signin/signOut', method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: '/rest/signin/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ url: '/rest/signin/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useSignInWithPasswordMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = signInApi;
export const signOutEndpoint = signInApi.endpoints.signOut;
