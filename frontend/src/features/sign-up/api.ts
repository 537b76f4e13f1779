import { type SignUpInput } from '@academy/domain';
import { baseApi } from '../../api/base-api';

export interface SignUpResult {
  userID: string;
  position: number;
  /** A paid tier: where to pay (the built-in `/checkout/test/{orderID}`, or the provider's page). */
  checkoutUrl?: string;
}

export interface TestCheckoutResult {
  status: 'paid' | 'failed';
  message?: string;
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
      invalidatesTags: ['Registry', 'Session', 'Status'],
    }),
    /** The signed-in member's own names: the success page greets them by name after paying. */
    myNames: build.query<{ firstName: string; lastName: string }, void>({
      query: () => '/rest/user/profile',
      providesTags: [{ type: 'Profile', id: 'me' }],
    }),
    /** A sign-up whose email is the submitter's own account (same password): sign in and carry on. */
    signInToContinue: build.mutation<{ redirect: string }, { email: string; password: string }>({
      query: (body) => ({ url: '/rest/signin/password', method: 'POST', body }),
      invalidatesTags: ['Session', 'Status', 'Membership'],
    }),
    /** The built-in checkout's buttons: a signed Stripe-shaped event through the webhook handler. */
    testCheckout: build.mutation<TestCheckoutResult, { orderID: string; button: 'pay' | 'decline' }>({
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
