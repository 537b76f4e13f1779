import { profilesProjection } from './profiles/projection.js';
import { registryProjection } from './registry/projection.js';
import { type Projection } from './runner/projection.js';

export * from './runner/projection.js';
export * from './runner/projection-runner.js';
export * from './runner/generations.js';
export * from './runner/apply-batch.js';
export * from './replay/replay.js';
export { KafkaProjectionWorkers, type KafkaWorkerOptions } from './kafka/kafka-projection-workers.js';
export { applyPartitionBatch } from './kafka/apply-partition-batch.js';
export { registryProjection } from './registry/projection.js';
export { profilesProjection } from './profiles/projection.js';

/** Every read-model projection, in the order `replay all` rebuilds them. */
export const allProjections: readonly Projection[] = [registryProjection, profilesProjection];
