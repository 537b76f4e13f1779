// The platform's adapters and HTTP pieces, each named: what services, projections and the app use.
export { sqlErrorCode, type SqlClient, type SqlExecutor, type SqlResult } from './sql/sql-client.js';
export { openPglite } from './sql/pglite-client.js';
export { openPostgres } from './sql/pg-client.js';
export { migrate, type Migration } from './sql/migrate.js';
export { embeddedStore, openDatabase } from './sql/open-database.js';
export { compareCheckpoints, ConcurrencyError, START, type AppendManyResult } from './event-store/port.js';
export type { AppendResult, Checkpoint, EventStore, EventToAppend } from './event-store/port.js';
export type { ExpectedVersion, ReadAllResult, StoredEvent, StreamAppend } from './event-store/port.js';
export type { ReadFilter } from './event-store/port.js';
export { eventStoreMigrations } from './event-store/schema.js';
export { SqlEventStore } from './event-store/sql-event-store.js';
export { GroupCommit, type GroupCommitOptions } from './event-store/group-commit.js';
export {
  eventRange,
  maxPosition,
  rangePagesInOrder,
  readRangePage,
  type EventRange,
} from './event-store/sql-reads.js';
export { foldStream, type Folded } from './event-store/fold-stream.js';
export {
  catchUp,
  HELD_BACK_RETRY_MS,
  startCatchUp,
  type CatchUpReader,
  type CatchUpRun,
  type CatchUpSource,
} from './event-store/catch-up.js';
export { Wakeup } from './event-store/wakeup.js';
export { latestEvents, type ReadsLatest } from './event-store/latest-events.js';
export { ConfigError, loadConfig, type Config } from './config/config.js';
export { siteAddressOf, type SiteAddress } from './config/site-address.js';
export { createLogger, silentLogger, withRequestId, type Logger } from './logging/logger.js';
export { randomIds, sha256Hex, uuidV5, type IdSource } from './ids/ids.js';
export { shipmentIdOf } from './ids/shipment-id.js';
export { acquireDataDirLock, DataDirLockedError, readLock } from './data-dir/lock.js';
export {
  callOperator,
  serveOperatorSocket,
  type OperatorHandler,
  type OperatorMessage,
} from './operator/operator-socket.js';
export {
  generationTable,
  projectionStateMigrations,
  readActiveCheckpoints,
  readGenerations,
  saveCheckpoint,
  waitForProjections,
  type GenerationState,
} from './projection-state/projection-state.js';
export { errorHandler, notFoundHandler, sendError, toDomainError } from './http/errors.js';
export { errorBody, statusOf, type ErrorBody } from './http/error-status.js';
export { jsonBody, rawBodyOf } from './http/json-body.js';
export { contextOf, setActor } from './http/request-context.js';
export { clearCookie, isSecureSite, readCookies, setCookie, siteOrigin } from './http/cookies.js';
export { sameOriginGuard } from './http/same-origin.js';
export { mailerFor, outboxDir, type Mailer, type MailMessage } from './mail/mailer.js';
export { MAIL_KINDS, MailTemplates, purgeOutbox, type MailKind } from './mail/mail-sending.js';
export { enqueueMail, forgetQueuedMail, mailsOf, startMailSender } from './mail/mail-sending.js';
export { retryMailNow } from './mail/mail-sending.js';
export { createSession, endSession, endUserSessions, endOtherSessions } from './sessions/session-store.js';
export { endSessionByHandle, sessionHandle, hashSessionId } from './sessions/session-store.js';
export { listUserSessions, markUserSessionsBanned } from './sessions/session-store.js';
export {
  clearSessionCookie,
  replaceSessionOf,
  sessionLayer,
  sessionOf,
  setSessionCookie,
  SESSION_COOKIE,
} from './sessions/session-layer.js';
export { WriteSideAccess, type UserAccess, type WriteSideAccessOptions } from './access/write-side-access.js';
export {
  pathParam,
  resolveRequirement,
  RouteTable,
  signedInUser,
  userAccessOf,
  type HttpMethod,
  type RouteGroup,
  type RouteRequirement,
  type RouteSpec,
} from './access/route-table.js';
export { platformMaintenance } from './maintenance.js';
export { loadTierCatalogue, parseTierCatalogue } from './config/tiers-file.js';
export type { PaymentProvider, ProviderEvent, CheckoutInput, StartedCheckout } from './payments/port.js';
export type { SubscriptionSnapshot, EventPage } from './payments/port.js';
export type { PaymentNotice, CheckoutCompleted, CheckoutFailed, ChargeRefunded } from './payments/notices.js';
export { type InvoicePaid, type InvoicePaymentFailed, type SubscriptionChanged } from './payments/notices.js';
export { noticeOfEvent, type NoticeContext } from './payments/notice-of-event.js';
export { verifyStripeSignature, signStripePayload } from './payments/webhook-signature.js';
export {
  createTestPaymentProvider,
  type TestPaymentProvider,
  type TestCheckoutOrder,
  type TestProviderOptions,
  type SignedEvent,
} from './payments/test-provider.js';
export { createStripePaymentProvider, type StripeProviderOptions } from './payments/stripe-provider.js';
export { type StripeApiAddress } from './payments/stripe-client.js';
export { openPaymentProvider, type OpenedPaymentProvider } from './payments/open-payment-provider.js';

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
export { type SearchLoader } from './search/postgres/bulk-writes.js';
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
  journalCollection,
  journalDocument,
  JOURNAL_BODY_INDEXED,
  type JournalDocumentSource,
} from './search/publications/collection.js';
export {
  registrySearchQuery,
  registryFacets,
  expertiseTags,
  TOP_EXPERTISE_TAGS,
} from './search/members/registry-query.js';
export { registryAnswer, facetOrganizationIDs } from './search/members/registry-answer.js';
export { FileBlobStore, openBlobStore, blobKeyOf, type BlobStore } from './blobs/blob-store.js';
export { BlobReferences } from './blobs/blob-references.js';
export {
  processProfileImage,
  sniffImageType,
  IMAGE_MAX_BYTES,
  IMAGE_LONGEST_SIDE,
  IMAGE_MAX_PIXELS,
  type ImageType,
  type ProcessedImage,
  type StagedImage,
} from './images/image-intake.js';
export { profileImageOf, storeProfileImage } from './images/profile-image.js';
export { demoAvatarPng } from './images/demo-avatar.js';

export { renderMarkdown, isSafeHref } from './markdown/render-markdown.js';
export { markdownToPlainText, plainTextExcerpt } from './markdown/plain-text.js';
export { sanitize as sanitizeHtml, LINK_REL } from './markdown/sanitize.js';
export { renderMath } from './markdown/render-math.js';
export { checkPdf, checkPdfEdges, pdfRefOf, type CheckedPdf, type PdfEdges } from './pdfs/pdf-intake.js';
export { uploadBody } from './uploads/upload-body.js';
export {
  wasUploaded,
  withUploads,
  type PartRule,
  type UploadedFile,
  type UploadForm,
  type Uploads,
} from './uploads/upload-form.js';

export { collectGarbage } from './memory/collect-garbage.js';
export type { KurrentDbEventStore } from './event-store/kurrentdb/kurrentdb-event-store.js';
export { openEventStore, openKurrentDbEventStore } from './event-store/open-event-store.js';
export { type KeyStore, type KeyRecord } from './personal-keys/port.js';
export { SqlKeyStore } from './personal-keys/sql-key-store.js';
export { folderKekVault, memoryKekVault, type Kek, type KekVault } from './personal-keys/kek-vault.js';
export { KekMissingError } from './personal-keys/kek-store.js';
export { erasuresOf, SealingEventStore } from './personal-keys/sealing-event-store.js';
export { personalKeyMigrations } from './personal-keys/schema.js';
export { sealStoredEvents } from './personal-keys/seal-stored.js';
export {
  EVENTS_TOPIC,
  type BatchHandler,
  type DeliveredBatch,
  type DeliveredMessage,
  type DeliveryBroker,
  type DeliveryConsumer,
  type DeliveryProducer,
  type OpenEvents,
  type OutgoingMessage,
  type PartitionProgress,
  type TopicAdmin,
  type TopicState,
} from './delivery/port.js';
export { restoreTopic, type TopicRestored } from './delivery/restore-topic.js';
export { InMemoryBroker, InMemoryConsumer, partitionOfKey } from './delivery/in-memory-broker.js';
export type { KafkaJsBroker } from './delivery/kafkajs-broker.js';
export { openKafkaJsBroker } from './delivery/open-kafkajs-broker.js';
export { fromMessage, toMessage } from './delivery/event-envelope.js';
export { deliveryMigrations } from './delivery/schema.js';
export { messagesParkedTotal, parkMessage, type ParkedMessage } from './delivery/parked-messages.js';
export {
  offsetsAfterCheckpoint,
  offsetsCovering,
  readRelayCheckpoint,
  saveRelayProgress,
} from './delivery/relay-state.js';
export { Relay, type RelayOptions } from './delivery/relay.js';
export { DeliveryHealth } from './delivery/delivery-health.js';
export { readKafkaLag, type KafkaLag } from './delivery/kafka-lag.js';
export { reactToBatch, startKafkaReactor, type React } from './delivery/kafka-reactor.js';
export {
  kafkaProjectionsPassed,
  waitForKafkaProjections,
  type KafkaFreshnessTarget,
} from './delivery/kafka-freshness.js';
export { inputGate } from './http/input-gate.js';
export { restApp, type BodyReader, type RestAppOptions, type RestSide } from './http/rest-app.js';
export { findIllFormedText, illFormedReason, type IllFormedText } from './http/ill-formed-text.js';
export { permissionsPolicy, securityHeaders } from './http/security-headers.js';
export { requestLog } from './observability/request-log.js';
export { sqlStatementsTotal } from './observability/statement-tally.js';
export { readCacheTotal, type ReadCacheOutcome } from './observability/read-cache-metrics.js';
export {
  addProjectionLagSource,
  commandsTotal,
  eventsAppendedTotal,
  httpRequestDuration,
  metricsContentType,
  metricsRegistry,
  metricsJson,
  metricsText,
  schedulerRunsTotal,
  searchDuration,
  type ProjectionLag,
} from './observability/metrics.js';
