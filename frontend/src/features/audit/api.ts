import {
  type AuditMails,
  type AuditStateAt,
  type AuditSubjectKind,
  type AuditTimeline,
} from '@academy/domain';
import { baseApi } from '../../api/base-api';

export const auditPageSize = 50;

// The audit's answers, as the domain declares them (the pages import them here).
export { type AuditTimelineEntry } from '@academy/domain';

export interface AuditArgs {
  kind: AuditSubjectKind;
  id: string;
  page: number;
  types: string[];
  from?: string;
  to?: string;
}

/** `/rest/admin/audit/users/{userID}` or `/rest/admin/audit/publications/{pubNum}`. */
export const auditPath = (kind: AuditSubjectKind, id: string): string =>
  `/rest/admin/audit/${kind === 'user' ? 'users' : 'publications'}/${encodeURIComponent(id)}`;

const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditTimeline: build.query<AuditTimeline, AuditArgs>({
      query: ({ kind, id, page, types, from, to }) => ({
        url: auditPath(kind, id),
        params: {
          page,
          pageSize: auditPageSize,
          type: types.length > 0 ? types.join(',') : undefined,
          from: from || undefined,
          to: to || undefined,
        },
      }),
      providesTags: ['Admin'],
    }),
    auditStateAt: build.query<AuditStateAt, { kind: AuditSubjectKind; id: string; at: string }>({
      query: ({ kind, id, at }) => ({ url: `${auditPath(kind, id)}/state`, params: { at } }),
      providesTags: ['Admin'],
    }),
    auditMails: build.query<AuditMails, string>({
      query: (userID) => ({ url: `${auditPath('user', userID)}/mails` }),
      providesTags: ['Admin'],
    }),
  }),
});

export const { useAuditTimelineQuery, useLazyAuditStateAtQuery, useAuditMailsQuery } = auditApi;
