import { membershipsProjection } from './memberships/projection.js';
import { ordersProjection } from './orders/projection.js';
import { journalProjection } from './publications/projection.js';
import { expertiseTagsProjection } from './expertise-tags/projection.js';
import { organizationsProjection } from './organizations/projection.js';
import { profilesProjection } from './profiles/projection.js';
import { adminUsersProjection } from './admin-users/projection.js';
import { registryProjection } from './registry/projection.js';
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
export { registryProjection } from './registry/projection.js';
export { ordersProjection } from './orders/projection.js';
export {
  membershipsProjection,
  membershipsDueToExpire,
  membershipsRenewingBetween,
} from './memberships/projection.js';
export { journalProjection } from './publications/projection.js';
export { journalSearch } from './publications/search-document.js';
export { profilesProjection, memberSearch } from './profiles/projection.js';
export {
  meiliRegistryProjection,
  meiliRegistryProjectionName,
  type SearchGenerations,
} from './registry-meili/projection.js';
export { organizationsProjection } from './organizations/projection.js';
export { expertiseTagsProjection } from './expertise-tags/projection.js';

/** Every read-model projection, in the order `replay all` rebuilds them. */
export const allProjections: readonly AnyProjection[] = [
  registryProjection,
  profilesProjection,
  ordersProjection,
  membershipsProjection,
  journalProjection,
  organizationsProjection,
  expertiseTagsProjection,
  adminUsersProjection,
  shipmentsProjection,
];
export { shipmentsProjection } from './shipments/projection.js';
export { adminUsersProjection } from './admin-users/projection.js';
export { projectionsMaintenance } from './maintenance.js';
// For the suites that compare read models (the Kafka path's simulation, order-independence tests).
export { recordAll } from './simulation/recorded.js';
export { applyOneByOne, readModelRows, resetReadModel } from './simulation/read-model-rows.js';
