import {
  type BlobStore,
  type EventStore,
  type IdSource,
  type Logger,
  type SearchIndexReader,
  type SiteAddress,
  type SqlClient,
  type Wakeup,
  type WriteSideAccess,
} from '@academy/platform';
import { type ReadCache } from './cache/read-cache.js';
import { type SearchMisses } from './registry/search-misses.js';

export interface QueryDeps {
  db: SqlClient;
  store: EventStore;
  logger: Logger;
  /** Authorization from the write side (folded streams, cached by version). */
  access: WriteSideAccess;
  /** In one process, the projection runner's signal; across processes, waits poll instead. */
  projectionsAdvanced?: Wakeup;
  /** The projections consume from Kafka (KAFKA_BROKERS): X-Min-Position compares partition offsets. */
  projectionsFromKafka?: boolean;
  /** How long a query waits for X-Min-Position (2 s). */
  freshnessTimeoutMs?: number;
  /** The clock and ids of the few records a query makes (the audit's `AuditViewed`); real ones by default. */
  clock?: () => Date;
  ids?: IdSource;
  /** Profile images (DATA_DIR/blobs); without it, no image is ever answered. */
  blobs?: BlobStore;
  /** The Registry's search index (Meilisearch when configured); PostgreSQL in the read-model database otherwise. */
  search?: SearchIndexReader;
  /** Where the Registry's searches that found nobody are counted; without it, they are not. */
  searchMisses?: SearchMisses;
  /** The projections the Registry's search reads (read-your-writes waits for them): `profiles` by default. */
  searchProjections?: readonly string[];
  /**
   * The Journal's search index when it is not PostgreSQL's (Meilisearch), and the projections its
   * answers read (read-your-writes and the cache wait for them); PostgreSQL's `journal` otherwise.
   */
  journalSearch?: { reader: SearchIndexReader; projections: readonly string[] };
  /** Cached answers and the read models' positions (cache/); `queryRoutes` makes one when not given. */
  readCache?: ReadCache;
  /** How many answers `queryRoutes`' cache keeps (QUERY_CACHE_ENTRIES, 1000); 0: none, and no ETags. */
  cacheEntries?: number;
  /** The Journal's PDFs (the blob store, or the data folder holding it) and the site's name and address. */
  journal?: JournalQueryOptions;
}

export interface JournalQueryOptions {
  blobs?: BlobStore;
  dataDir?: string;
  /** The site's address, which citations' links are built from (never a request's Host). */
  site?: SiteAddress;
  academyName?: string;
}
