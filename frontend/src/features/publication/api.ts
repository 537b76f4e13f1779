import {
  type JournalList,
  type JournalSearchAnswer,
  type PreviewAnswer,
  type PublicationInput,
  type PublicationVersionAnswer,
  type ProfileView,
  type PublicationWritten,
  type SubmitPrecheckAnswer,
  type VersionDiff,
  type CommandWritten,
} from '@academy/domain';
import { baseApi } from '../../api/base-api';

// The read answers and the submission's body, as the domain declares them (the pages import them here).
export {
  type Author,
  type DiffRun,
  type FacetValue,
  type FieldDiff,
  type HighlightRun as HighlightPart,
  type JournalHit,
  type PublicationInput,
  type PublicationVersionAnswer,
  isDetailView,
} from '@academy/domain';

export interface JournalListArgs {
  page?: number;
  sort?: 'newest' | 'oldest';
  year?: number;
  keyword?: string;
  author?: string;
}

export interface JournalSearchArgs {
  query: string;
  page?: number;
  year?: string;
  keyword?: string;
  author?: string;
}

/** The JSON in `data`, the PDF (when chosen) in `pdf`. */
export const publicationForm = (input: PublicationInput, pdf: File | null): FormData => {
  const form = new FormData();
  form.append('data', JSON.stringify(input));
  if (pdf) form.append('pdf', pdf, pdf.name);
  return form;
};

export const journalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publications: build.query<PublicationVersionAnswer[], { pubNum: number; version?: number }>({
      query: ({ pubNum, version }) => ({ url: '/rest/journal/publications', params: { pubNum, version } }),
      providesTags: (_result, _error, { pubNum }) => [{ type: 'Publication', id: pubNum }],
    }),
    journalList: build.query<JournalList, JournalListArgs>({
      query: (params) => ({ url: '/rest/journal/list', params: { ...params } }),
      providesTags: [{ type: 'Publication', id: 'LIST' }],
    }),
    journalSearch: build.query<JournalSearchAnswer, JournalSearchArgs>({
      query: (params) => ({ url: '/rest/journal/search', params: { ...params } }),
      providesTags: [{ type: 'Publication', id: 'LIST' }],
    }),
    versionDiff: build.query<VersionDiff, { pubNum: number; from: number; to: number }>({
      query: ({ pubNum, from, to }) => ({
        url: `/rest/journal/publications/${pubNum}/diff`,
        params: { from, to },
      }),
      providesTags: (_result, _error, { pubNum }) => [{ type: 'Publication', id: pubNum }],
    }),
    submitPublication: build.mutation<PublicationWritten, FormData>({
      query: (body) => ({ url: '/rest/journal/publications', method: 'POST', body }),
      invalidatesTags: [{ type: 'Publication', id: 'LIST' }],
    }),
    revisePublication: build.mutation<PublicationWritten, { pubNum: number; form: FormData }>({
      query: ({ pubNum, form }) => ({
        url: `/rest/journal/publications/${pubNum}/versions`,
        method: 'POST',
        body: form,
      }),
      invalidatesTags: (_result, _error, { pubNum }) => [
        { type: 'Publication', id: pubNum },
        { type: 'Publication', id: 'LIST' },
      ],
    }),
    removePublication: build.mutation<CommandWritten, { pubNum: number; note: string }>({
      query: ({ pubNum, note }) => ({
        url: `/rest/admin/journal/publications/${pubNum}/removal`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: (_result, _error, { pubNum }) => [
        { type: 'Publication', id: pubNum },
        { type: 'Publication', id: 'LIST' },
      ],
    }),
    restorePublication: build.mutation<CommandWritten, { pubNum: number }>({
      query: ({ pubNum }) => ({
        url: `/rest/admin/journal/publications/${pubNum}/removal`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { pubNum }) => [
        { type: 'Publication', id: pubNum },
        { type: 'Publication', id: 'LIST' },
      ],
    }),
    /** The signed-in member's names: the first author of what they submit. */
    journalAuthorProfile: build.query<ProfileView, void>({
      query: () => ({ url: '/rest/user/profile' }),
    }),
    /** 200 when the viewer's tier grants `journal-submit`; the access error otherwise. */
    submitPrecheck: build.query<SubmitPrecheckAnswer, void>({
      query: () => ({ url: '/rest/journal/submit/precheck' }),
    }),
    previewMarkdown: build.mutation<PreviewAnswer, string>({
      query: (body) => ({ url: '/rest/journal/preview', method: 'POST', body: { body } }),
    }),
  }),
});

export const {
  usePublicationsQuery,
  useJournalListQuery,
  useJournalSearchQuery,
  useVersionDiffQuery,
  useSubmitPublicationMutation,
  useRevisePublicationMutation,
  useRemovePublicationMutation,
  useRestorePublicationMutation,
  usePreviewMarkdownMutation,
  useJournalAuthorProfileQuery,
  useSubmitPrecheckQuery,
} = journalApi;
