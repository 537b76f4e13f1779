import { type MembershipStatus, type Payment, type PaymentsAnswer, type PublicTier } from '@academy/domain';
import { baseApi } from './base-api';

/** `GET /rest/membership`: the signed-in member's membership, from the write side. */
export interface MembershipAnswer {
  status: MembershipStatus;
  tier: PublicTier | { id: string; name: string } | null;
  heldTier: string | null;
  periodEnd: string | null;
  graceUntil: string | null;
  pendingTier: PublicTier | { id: string; name: string } | null;
  renewsAutomatically: boolean;
}

/** `POST /rest/membership/checkout`: where to pay for a tier (null for a free tier, active at once). */
export interface CheckoutAnswer {
  orderID: string | null;
  checkoutUrl: string | null;
  position: number;
}

/**
 * Membership and payment reads, below the features: the settings page, the receipts, the test
 * checkout page and the admin's Payment History tab all read them.
 */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    membership: build.query<MembershipAnswer, void>({
      query: () => '/rest/membership',
      providesTags: ['Membership'],
    }),
    /** Without a userID: the signed-in member's own; with one: an admin reads any member's. */
    payments: build.query<PaymentsAnswer, { userID?: string } | void>({
      query: (arg) =>
        arg?.userID
          ? `/rest/admin/users/${encodeURIComponent(arg.userID)}/payments`
          : '/rest/membership/payments',
      providesTags: ['Membership'],
    }),
    /** Pay for a tier without a running membership: settings' "Choose tier", sign-up's "Complete payment". */
    startMembershipCheckout: build.mutation<CheckoutAnswer, { membershipTier: string }>({
      query: (body) => ({ url: '/rest/membership/checkout', method: 'POST', body }),
      invalidatesTags: ['Membership', 'Session'],
    }),
    order: build.query<Payment, string>({
      query: (orderID) => `/rest/membership/orders/${encodeURIComponent(orderID)}`,
      providesTags: ['Membership'],
    }),
  }),
});

export const { useMembershipQuery, usePaymentsQuery, useOrderQuery, useStartMembershipCheckoutMutation } =
  paymentsApi;

/** "60.00 EUR"; a free order shows "Free". */
export const formatAmount = (amount: number, currency: string | null): string =>
  currency === null || amount === 0 ? 'Free' : `${(amount / 100).toFixed(2)} ${currency}`;

/** A date as members read it: "23 November 2026" (UTC, so every reader sees the same day). */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
