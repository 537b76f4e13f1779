import {
  type CheckoutAnswer,
  type MembershipAnswer,
  type OrderAnswer,
  type PaymentsAnswer,
} from '@academy/domain';
import { baseApi } from './base-api';
import { LOCALE } from '../config/locale';

// The membership's answer, as the domain declares it (the settings pages import it here).
export { type MembershipAnswer } from '@academy/domain';

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
    order: build.query<OrderAnswer, string>({
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
/** "28 Nov 2027" (UTC, so every reader sees the same day): statuses and receipts' periods. */
export const formatShortDate = (at: string | number): string =>
  new Date(at).toLocaleDateString(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
