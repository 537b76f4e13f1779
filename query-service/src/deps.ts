import {
  type EventStore,
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
  /** The projections consume from Kafka (KAFKA_BROKERS): X-Min-Position compares partition offsets. */
  projectionsFromKafka?: boolean;
  /** How long a query waits for X-Min-Position (2 s). */
  freshnessTimeoutMs?: number;
}
