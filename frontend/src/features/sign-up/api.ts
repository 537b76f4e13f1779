import {
  type ProfileView,
  type SignUpAnswer,
  type SignUpInput,
  type TestCheckoutAnswer,
  type SignInAnswer,
} from '@academy/domain';
import { baseApi } from '../../api/base-api';

const signUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SignUpAnswer, { input: SignUpInput; idempotencyKey: string }>({
      query: ({ input, idempotencyKey }) => ({
        url: '/rest/signup',
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Registry', 'Session', 'Status'],
    }),
    /** The signed-in member's own names: the success page greets them by name after paying. */
    myNames: build.query<ProfileView, void>({
      query: () => '/rest/user/profile',
      providesTags: [{ type: 'Profile', id: 'me' }],
    }),
    /** A sign-up whose email is the submitter's own account (same password): sign in and carry on. */
    signInToContinue: build.mutation<SignInAnswer, { email: string; password: string }>({
      query: (body) => ({ url: '/rest/signin/password', method: 'POST', body }),
      invalidatesTags: ['Session', 'Status', 'Membership'],
    }),
    /** The built-in checkout's buttons: a signed Stripe-shaped event through the webhook handler. */
    testCheckout: build.mutation<TestCheckoutAnswer, { orderID: string; button: 'pay' | 'decline' }>({
      query: ({ orderID, button }) => ({
        url: `/rest/checkout/test/${encodeURIComponent(orderID)}/${button}`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Session', 'Membership', 'Registry'],
    }),
  }),
});

export const { useSignUpMutation, useSignInToContinueMutation, useTestCheckoutMutation, useMyNamesQuery } =
  signUpApi;
