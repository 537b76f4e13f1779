import { type OperationsAnswer, type RebuildState } from '@academy/domain';
import { baseApi } from '../../api/base-api';

// The operations console's answer, as the domain declares it.
export { type OperationsAnswer, type ReadModelStatus, type RebuildState } from '@academy/domain';

/** The operations console: the read models and their rebuilds, the event store, what failed. */
const operationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminOperations: build.query<OperationsAnswer, void>({
      query: () => ({ url: '/rest/admin/operations' }),
      providesTags: ['Admin'],
    }),
    startRebuild: build.mutation<RebuildState & { readModel: string }, string>({
      query: (readModel) => ({ url: '/rest/admin/operations/rebuilds', method: 'POST', body: { readModel } }),
      invalidatesTags: ['Admin'],
    }),
    retryMail: build.mutation<{ messageId: string }, string>({
      query: (messageId) => ({
        url: `/rest/admin/operations/mails/${encodeURIComponent(messageId)}/retry`,
        method: 'POST',
      }),
      invalidatesTags: ['Admin'],
    }),
  }),
});

export const { useAdminOperationsQuery, useRetryMailMutation, useStartRebuildMutation } = operationsApi;
