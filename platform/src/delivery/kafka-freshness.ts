import { compareCheckpoints, START, type Checkpoint } from '../event-store/port.js';
import { type Wakeup } from '../event-store/wakeup.js';
import { type SqlExecutor } from '../sql/sql-client.js';
import { offsetsCovering } from './relay-state.js';

/**
 * What a query waits for through Kafka: the store checkpoint of the position it was sent
 * (`X-Min-Position`, through `store.checkpointAt`), and when known the stream and version the
 * command wrote (a faster, exact test for the writer's own stream).
 */
export interface KafkaFreshnessTarget {
  checkpoint: Checkpoint;
  streamId?: string;
  version?: number;
}

interface ActiveRow {
  name: string;
  generation: number;
  tx_id: number | string;
  position: number | string;
}

/**
 * Whether every named projection has passed the target. Partitions progress independently, so a
 * single store checkpoint cannot say it: a projection has passed position P when, on every
 * partition, the offset it stored is at least the offset that covers P (see `offsetsCovering`:
 * every event at or before P is below it, whichever partition carried it). Also passed: the active
 * generation was rebuilt from the store up to P or beyond, or (stream and version given) the
 * projection has applied that version of that stream.
 */
export const kafkaProjectionsPassed = async (
  db: SqlExecutor,
  names: readonly string[],
  target: KafkaFreshnessTarget,
): Promise<boolean> => {
  if (names.length === 0 || compareCheckpoints(target.checkpoint, START) <= 0) return true;
  const { rows: active } = await db.query<ActiveRow>(
    'select name, generation, tx_id, position from projection_checkpoints where active and name = any($1)',
    [names],
  );
  if (active.length < names.length) return false;
  let covering: Map<number, number> | undefined | null = null;
  for (const row of active) {
    const rebuiltTo = { txId: Number(row.tx_id), position: Number(row.position) };
    if (compareCheckpoints(rebuiltTo, target.checkpoint) >= 0) continue;
    if (target.streamId !== undefined && target.version !== undefined) {
      const { rows } = await db.query<{ version: number }>(
        'select version from projection_stream_versions where name = $1 and generation = $2 and stream_id = $3',
        [row.name, row.generation, target.streamId],
      );
      if ((rows[0]?.version ?? 0) >= target.version) continue;
    }
    if (covering === null) covering = await offsetsCovering(db, target.checkpoint);
    if (covering === undefined) return false; // the relay has not produced it yet
    const { rows: stored } = await db.query<{ partition: number; next_offset: number | string }>(
      'select partition, next_offset from projection_partition_offsets where name = $1 and generation = $2',
      [row.name, row.generation],
    );
    const at = new Map(stored.map((r) => [r.partition, Number(r.next_offset)]));
    for (const [partition, required] of covering) if ((at.get(partition) ?? 0) < required) return false;
  }
  return true;
};

/** Waits (bounded) until `kafkaProjectionsPassed`; true when passed, false when it timed out (stale). */
export const waitForKafkaProjections = async (
  db: SqlExecutor,
  names: readonly string[],
  target: KafkaFreshnessTarget,
  timeoutMs: number,
  wakeup?: Wakeup,
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await kafkaProjectionsPassed(db, names, target)) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    if (wakeup) await wakeup.wait(Math.min(left, 100));
    else await new Promise((r) => setTimeout(r, Math.min(left, 20)));
  }
};
