export * from './shared/errors.js';
export * from './shared/events.js';
export * from './shared/validation.js';
export * from './user/schemas.js';
export * from './user/events.js';
export * from './user/commands.js';
export * from './user/decider.js';
export * from './admins/events.js';
export * from './admins/commands.js';
export * from './admins/decider.js';
export * from './admins/schemas.js';
export * from './access/access.js';
export * from './access/redirect.js';
export * from './registry/schemas.js';
export type { EventSchemas, EventOf } from './shared/event-schemas.js';
export type { Decider } from './shared/decider.js';
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
} from './publication/schemas.js';
export type {
  Licence,
  Author,
  PdfRef,
  SubmitPublicationInput,
  RevisePublicationInput,
  PublicationRemovalInput,
} from './publication/schemas.js';
export {
  PUBLICATION_NUMBERS_STREAM,
  publicationStreamId,
  publicationEventSchemas,
  publicationNumbersEventSchemas,
} from './publication/events.js';
export type {
  PublicationEvent,
  PublicationSubmittedData,
  PublicationRevisedData,
  PublicationNumbersEvent,
} from './publication/events.js';
export type {
  PublicationContent,
  SubmitPublication,
  RevisePublication,
  RemovePublication,
  RestorePublication,
  PublicationCommand,
  ReservePublicationNumber,
  PublicationNumbersCommand,
} from './publication/commands.js';
export {
  initialPublicationState,
  evolvePublication,
  foldPublication,
  publicationAsOf,
  publishYearOf,
  latestVersion,
  versionOf,
  isRemoved,
} from './publication/state.js';
export type {
  PublicationVersion,
  PublicationRemoval,
  Publication,
  PublicationState,
} from './publication/state.js';
export { decidePublication, publicationDecider } from './publication/decider.js';
export { publicationNumbersDecider, publicationNumbersStateAt } from './publication/numbers-decider.js';
export type { PublicationNumbersState } from './publication/numbers-decider.js';
export { DEFAULT_REMOVAL_NOTE, removalNoticeText } from './publication/removal-notice.js';
export { publicationVersionId, isDetailView, viewPublicationVersion } from './publication/visibility.js';
export type {
  PublicationVersionSummary,
  PublicationVersionDetail,
  PublicationVersionView,
} from './publication/visibility.js';
export {
  pubNumParamSchema,
  versionParamSchema,
  publicationsQuerySchema,
  CITATION_FORMATS,
  citationQuerySchema,
  versionDiffQuerySchema,
} from './publication/query-schemas.js';
export type { CitationFormat } from './publication/query-schemas.js';
export { journalTitle, citationSourceOf, citationKey } from './publication/citations/citation-source.js';
export type { CitationSource } from './publication/citations/citation-source.js';
export { toBibtex, bibtexEscape } from './publication/citations/bibtex.js';
export { toRis } from './publication/citations/ris.js';
export { toCslJson, toCslItem } from './publication/citations/csl-json.js';
export type { CslItem } from './publication/citations/csl-json.js';
export { citationOf } from './publication/citations/citation.js';
export type { Citation } from './publication/citations/citation.js';
export { diffVersions, diffPublicationVersions } from './publication/version-diff/version-diff.js';
export type { DiffField, FieldDiff, VersionDiff } from './publication/version-diff/version-diff.js';
export type { DiffOp, DiffRun } from './publication/version-diff/diff-runs.js';
export type { DiffRow } from './publication/version-diff/body-rows.js';
