export * from './sql/sql-client.js';
export * from './sql/pglite-client.js';
export * from './sql/pg-client.js';
export * from './sql/migrate.js';
export * from './sql/open-database.js';
export * from './event-store/port.js';
export * from './event-store/schema.js';
export * from './event-store/sql-event-store.js';
export * from './event-store/wakeup.js';
export { KurrentDbEventStore } from './event-store/kurrentdb/kurrentdb-event-store.js';
export { openEventStore } from './event-store/open-event-store.js';
export {
  EVENTS_TOPIC,
  type BatchHandler,
  type DeliveredBatch,
  type DeliveredMessage,
  type DeliveryBroker,
  type DeliveryConsumer,
  type DeliveryProducer,
  type OutgoingMessage,
  type PartitionProgress,
} from './delivery/port.js';
export { InMemoryBroker, InMemoryConsumer, partitionOfKey } from './delivery/in-memory-broker.js';
export { KafkaJsBroker } from './delivery/kafkajs-broker.js';
export { fromMessage, toMessage } from './delivery/event-envelope.js';
export { deliveryMigrations } from './delivery/schema.js';
export {
  offsetsAfterCheckpoint,
  offsetsCovering,
  readRelayCheckpoint,
  saveRelayProgress,
} from './delivery/relay-state.js';
export { Relay, type RelayOptions } from './delivery/relay.js';
export {
  kafkaProjectionsPassed,
  waitForKafkaProjections,
  type KafkaFreshnessTarget,
} from './delivery/kafka-freshness.js';
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
