import {
  type EventStore,
  type IdSource,
  type Logger,
  type SqlClient,
  type Wakeup,
  type WriteSideAccess,
} from '@academy/platform';

export interface QueryDeps {
  db: SqlClient;
  store: EventStore;
  logger: Logger;
  /** Authorization from the write side (folded streams, cached by version). */
  access: WriteSideAccess;
  /** In one process, the projection runner's signal; across processes, waits poll instead. */
  projectionsAdvanced?: Wakeup;
  /** How long a query waits for X-Min-Position (2 s). */
  freshnessTimeoutMs?: number;
  /** The clock and ids of the few records a query makes (the audit's `AuditViewed`); real ones by default. */
  clock?: () => Date;
  ids?: IdSource;
}
