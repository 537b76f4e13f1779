import {
  type BillingPortalAnswer,
  type CommandWritten,
  type EmailChangeConfirmed,
  type EmailChangeRequested,
  type EmailChangeUndone,
  type MemberSessionsAnswer,
  type TierChangeAnswer,
} from '@academy/domain';
import { baseApi } from '../../api/base-api';

const tags = ['Membership', 'Session'] as const;
const enhanced = baseApi.enhanceEndpoints({ addTagTypes: ['MemberSessions'] });

/** The member's membership actions; each answers the server's position (read-your-writes). */
const settingsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    changeMembershipTier: build.mutation<TierChangeAnswer, { membershipTier: string }>({
      query: (body) => ({ url: '/rest/membership/change-tier', method: 'POST', body }),
      invalidatesTags: [...tags],
    }),
    /** "Manage billing": where the member manages card, invoices and cancellation (Stripe's portal, or the test page). */
    openBillingPortal: build.mutation<BillingPortalAnswer, void>({
      query: () => ({ url: '/rest/membership/billing-portal', method: 'POST', body: {} }),
    }),
    cancelMembership: build.mutation<CommandWritten, { reason?: string }>({
      query: (body) => ({ url: '/rest/membership/cancel', method: 'POST', body }),
      invalidatesTags: [...tags],
    }),
    eraseMyAccount: build.mutation<CommandWritten, { password?: string }>({
      query: (body) => ({ url: '/rest/user/erase', method: 'POST', body }),
    }),
    changePassword: build.mutation<CommandWritten, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/rest/user/password', method: 'POST', body }),
    }),
    requestEmailChange: build.mutation<EmailChangeRequested, { email: string; password: string }>({
      query: (body) => ({ url: '/rest/user/email', method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<EmailChangeConfirmed, { token: string }>({
      query: (body) => ({ url: '/rest/user/email/confirm', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    undoEmailChange: build.mutation<EmailChangeUndone, { token: string }>({
      query: (body) => ({ url: '/rest/user/email/undo', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    memberSessions: build.query<MemberSessionsAnswer, void>({
      query: () => '/rest/user/sessions',
      providesTags: ['MemberSessions'],
    }),
    endSession: build.mutation<{ ended: number }, string>({
      query: (id) => ({ url: `/rest/user/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['MemberSessions'],
    }),
    endOtherSessions: build.mutation<{ ended: number }, void>({
      query: () => ({ url: '/rest/user/sessions/end-others', method: 'POST', body: {} }),
      invalidatesTags: ['MemberSessions'],
    }),
    withdrawTierChange: build.mutation<CommandWritten, void>({
      query: () => ({ url: '/rest/membership/change-tier/withdraw', method: 'POST', body: {} }),
      invalidatesTags: [...tags],
    }),
    withdrawCancellation: build.mutation<CommandWritten, void>({
      query: () => ({ url: '/rest/membership/cancel/withdraw', method: 'POST', body: {} }),
      invalidatesTags: [...tags],
    }),
  }),
});

export const {
  useChangeMembershipTierMutation,
  useCancelMembershipMutation,
  useOpenBillingPortalMutation,
  useWithdrawCancellationMutation,
  useWithdrawTierChangeMutation,
  useChangePasswordMutation,
  useEraseMyAccountMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useUndoEmailChangeMutation,
  useMemberSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
} = settingsApi;
