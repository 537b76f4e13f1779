// The publication area's names, as the domain's index offers them.
export {
  LICENCES,
  DEFAULT_LICENCE,
  PUBLICATION_LIMITS,
  titleSchema,
  abstractSchema,
  bodySchema,
  changeNoteSchema,
  removalNoteSchema,
  licenceSchema,
  authorSchema,
  authorsSchema,
  keywordSchema,
  keywordsSchema,
  pdfRefSchema,
  submitPublicationSchema,
  revisePublicationSchema,
  publicationRemovalSchema,
} from './schemas.js';
export {
  type Licence,
  type Author,
  type PdfRef,
  type SubmitPublicationInput,
  type RevisePublicationInput,
  type PublicationInput,
  type PublicationRemovalInput,
} from './schemas.js';
export {
  PUBLICATION_NUMBERS_STREAM,
  publicationStreamId,
  publicationEventSchemas,
  publicationNumbersEventSchemas,
} from './events.js';
export {
  type PublicationEvent,
  type PublicationEventType,
  type PublicationSubmittedData,
  type PublicationRevisedData,
  type PublicationNumbersEvent,
} from './events.js';
export {
  type PublicationContent,
  type SubmitPublication,
  type RevisePublication,
  type RemovePublication,
  type RestorePublication,
  type PublicationCommand,
  type ReservePublicationNumber,
  type PublicationNumbersCommand,
} from './commands.js';
export {
  initialPublicationState,
  evolvePublication,
  foldPublication,
  publicationAsOf,
  publishYearOf,
  latestVersion,
  versionOf,
  isRemoved,
} from './state.js';
export {
  type PublicationVersion,
  type PublicationRemoval,
  type Publication,
  type PublicationState,
} from './state.js';
export { decidePublication, publicationDecider } from './decider.js';
export { publicationNumbersDecider, publicationNumbersStateAt } from './numbers-decider.js';
export { judgeSubmission, type NumberedSubmission, type SubmissionInput } from './submission.js';
export { type PublicationNumbersState } from './numbers-decider.js';
export { DEFAULT_REMOVAL_NOTE, removalNoticeText } from './removal-notice.js';
export { publicationVersionId, isDetailView, viewPublicationVersion } from './visibility.js';
export {
  type PublicationVersionSummary,
  type PublicationVersionDetail,
  type PublicationVersionView,
  type PublicationVersionPage,
  type PublicationVersionAnswer,
} from './visibility.js';
export {
  pubNumParamSchema,
  versionParamSchema,
  publicationsQuerySchema,
  CITATION_FORMATS,
  citationQuerySchema,
  versionDiffQuerySchema,
  journalListQuerySchema,
  journalSearchQuerySchema,
} from './query-schemas.js';
export {
  type CitationFormat,
  type JournalListQueryInput,
  type JournalSearchQueryInput,
} from './query-schemas.js';
export { journalTitle, citationSourceOf, citationKey, citedAuthorsOf } from './citations/citation-source.js';
export { type CitationSource, type CitedAuthor, type MemberNames } from './citations/citation-source.js';
export { authorNameParts, type NameParts } from './citations/name-parts.js';
export { toBibtex, bibtexEscape } from './citations/bibtex.js';
export { toRis } from './citations/ris.js';
export { toCslJson, toCslItem } from './citations/csl-json.js';
export { type CslItem } from './citations/csl-json.js';
export { citationOf } from './citations/citation.js';
export { type Citation } from './citations/citation.js';
export { diffVersions, diffPublicationVersions } from './version-diff/version-diff.js';
export { type DiffField, type FieldDiff, type VersionDiff } from './version-diff/version-diff.js';
export { type DiffOp, type DiffRun } from './version-diff/diff-runs.js';
export { type DiffRow } from './version-diff/body-rows.js';
export { type FacetValue, type JournalListItem, type JournalList } from './publication-list.js';
export {
  type JournalHit,
  type JournalSearchAnswer,
  type PublicationWritten,
  type PreviewAnswer,
  type AdminUserPublications,
  type SubmitPrecheckAnswer,
} from './publication-search.js';
export { coAuthorEventSchemas, type CoAuthorStatus } from './co-author-events.js';
export { type AnswerCoAuthorship } from './commands.js';
export { answerCoAuthorship, invitationsOf, linkedAuthorIds, type CoAuthors } from './co-authors.js';
export { type CoAuthorInvitation, type CoAuthorInvitations } from './co-author-invitations.js';
