import { type EventStore, type Logger, type SqlClient, type Wakeup } from '@academy/platform';

export interface QueryDeps {
  db: SqlClient;
  store: EventStore;
  logger: Logger;
  /** In one process, the projection runner's signal; across processes, waits poll instead. */
  projectionsAdvanced?: Wakeup;
  /** How long a query waits for X-Min-Position (2 s). */
  freshnessTimeoutMs?: number;
}
