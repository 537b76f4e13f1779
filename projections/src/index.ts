import { membershipsProjection } from './memberships/projection.js';
import { ordersProjection } from './orders/projection.js';
import { journalProjection, journalProjectionFor } from './publications/projection.js';
import { expertiseTagsProjection } from './expertise-tags/projection.js';
import { organizationsProjection } from './organizations/projection.js';
import { profilesProjection, profilesProjectionFor } from './profiles/projection.js';
import { adminUsersProjection } from './admin-users/projection.js';
import { shipmentsProjection } from './shipments/projection.js';
import { type AnyProjection } from './runner/projection.js';

export {
  type AnyProjection,
  type BulkReplay,
  type ProjectedEvent,
  type Projection,
  type TableName,
} from './runner/projection.js';
export { ProjectionRunner, type RunnerOptions } from './runner/projection-runner.js';
export { replayProjection, type ReplayProgress, type ReplayResult } from './replay/replay.js';
export { KafkaProjectionWorkers, type KafkaWorkerOptions } from './kafka/kafka-projection-workers.js';
export { ensureActiveGeneration } from './runner/generations.js';
export { applyPartitionBatch } from './kafka/apply-partition-batch.js';
export { ordersProjection } from './orders/projection.js';
export { membershipsProjection } from './memberships/projection.js';
export { journalProjection, journalProjectionFor } from './publications/projection.js';
export { journalSearch } from './publications/search-document.js';
export { profilesProjection, profilesProjectionFor, memberSearch } from './profiles/projection.js';
export { meiliRegistryProjection, meiliRegistryProjectionName } from './registry-meili/projection.js';
export { meiliJournalProjection, meiliJournalProjectionName } from './journal-meili/projection.js';
export { type SearchGenerations } from './search-index/generations.js';
export { organizationsProjection } from './organizations/projection.js';
export { expertiseTagsProjection } from './expertise-tags/projection.js';

/** Every read-model projection, in the order `replay all` rebuilds them. */
export const allProjections: readonly AnyProjection[] = [
  profilesProjection,
  ordersProjection,
  membershipsProjection,
  journalProjection,
  organizationsProjection,
  expertiseTagsProjection,
  adminUsersProjection,
  shipmentsProjection,
];
/**
 * The projections with MEILI_URL: those that write PostgreSQL's search tables (profiles, journal)
 * replaced by their variants without them (the Meilisearch projections write the documents).
 */
export const withoutPostgresSearchTables = (projections: readonly AnyProjection[]): AnyProjection[] =>
  projections.map((p) =>
    p.name === profilesProjection.name
      ? profilesProjectionFor('meilisearch')
      : p.name === journalProjection.name
        ? journalProjectionFor('meilisearch')
        : p,
  );
export { shipmentsProjection } from './shipments/projection.js';
export { adminUsersProjection } from './admin-users/projection.js';
export { projectionsMaintenance } from './maintenance.js';
// For the suites that compare read models (the Kafka path's simulation, order-independence tests).
export { recordAll } from './simulation/recorded.js';
export { applyOneByOne, readModelRows, resetReadModel } from './simulation/read-model-rows.js';
