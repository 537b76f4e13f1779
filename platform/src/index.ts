export * from './sql/sql-client.js';
export * from './sql/pglite-client.js';
export * from './sql/pg-client.js';
export * from './sql/migrate.js';
export * from './sql/open-database.js';
export * from './event-store/port.js';
export * from './event-store/schema.js';
export * from './event-store/sql-event-store.js';
export * from './event-store/wakeup.js';
export * from './config/config.js';
export * from './logging/logger.js';
export * from './ids/ids.js';
export * from './data-dir/lock.js';
export * from './operator/operator-socket.js';
export * from './projection-state/projection-state.js';
export * from './http/errors.js';
export * from './http/json-body.js';
export * from './http/request-context.js';
export * from './http/cookies.js';
export * from './http/same-origin.js';
export * from './mail/mailer.js';
export * from './sessions/session-store.js';
export * from './sessions/session-layer.js';
export * from './access/write-side-access.js';
export * from './access/route-table.js';
export {
  audiences,
  type Audience,
  type FieldValue,
  type FieldSpec,
  type SortKey,
  type CollectionSchema,
  type SearchDocument,
  type Removal,
  type Condition,
  type Filter,
  type FacetRequest,
  type SearchQuery,
  type HighlightPart,
  type SearchHit,
  type FacetValue,
  type FacetCounts,
  type SearchAnswer,
  type SearchIndexWriter,
  type SearchIndexReader,
  type SearchIndex,
} from './search/port.js';
export { queryTerms } from './search/query-text.js';
export { postgresSearch, type PostgresSearch } from './search/postgres/postgres-search.js';
export { type TableNamer } from './search/postgres/table.js';
export { MeiliSearchIndex } from './search/meilisearch/meili-search.js';
export {
  meiliEnvSchema,
  meiliSettingsFrom,
  openMeilisearch,
  type MeiliSettings,
} from './search/meilisearch/meili-client.js';
export { membersCollection, memberDocument } from './search/members/collection.js';
export {
  registrySearchQuery,
  registryFacets,
  expertiseTags,
  TOP_EXPERTISE_TAGS,
} from './search/members/registry-query.js';
export {
  registryAnswer,
  facetOrganizationIDs,
  type RegistryAnswer,
  type RegistryMemberHit,
  type RegistryFacetValue,
} from './search/members/registry-answer.js';
export { FileBlobStore, openBlobStore, blobKeyOf, type BlobStore } from './blobs/blob-store.js';
export {
  processProfileImage,
  sniffImageType,
  IMAGE_MAX_BYTES,
  IMAGE_LONGEST_SIDE,
  IMAGE_MAX_PIXELS,
  type ImageType,
  type ProcessedImage,
} from './images/image-intake.js';
export { storeProfileImage } from './images/profile-image.js';
