import { type SignUpInput } from '@academy/domain';
import { baseApi } from '../../api/base-api';

export interface SignUpResult {
  userID: string;
  position: number;
}

const signUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SignUpResult, { input: SignUpInput; idempotencyKey: string }>({
      query: ({ input, idempotencyKey }) => ({
        url: '/rest/signup',
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Registry'],
    }),
  }),
});

export const { useSignUpMutation } = signUpApi;
