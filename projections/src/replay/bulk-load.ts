import {
  compareCheckpoints,
  countRange,
  eventRange,
  maxPosition,
  readRangePage,
  saveCheckpoint,
  SqlEventStore,
  START,
  type Checkpoint,
  type EventStore,
  type Logger,
  type SqlClient,
} from '@academy/platform';
import { handledEvents } from '../runner/apply-batch.js';
import { tableNamer } from '../runner/generations.js';
import { type AnyProjection, type BulkReplay } from '../runner/projection.js';

/** About ten chunks, of 100 to 200,000 positions. */
const chunkOf = (last: number): number => Math.min(200_000, Math.max(100, Math.ceil(last / 10)));

/** The projection's set-based path, when it has one and the events are in the read models' database. */
export const bulkPathOf = (
  db: SqlClient,
  store: EventStore,
  projection: AnyProjection,
): BulkReplay | undefined =>
  projection.bulk && store instanceof SqlEventStore && store.sharesDatabase(db) ? projection.bulk : undefined;

/**
 * Fills an empty generation (its checkpoint at the start) from every event readable now, in one
 * transaction: the set-based load, then the remainder through `apply` in delivery order, then the
 * checkpoint. Answers the new checkpoint and how many events it covered, or undefined when there
 * was nothing to do (another replay moved the checkpoint, or the store is empty).
 */
export const bulkLoadGeneration = async (
  db: SqlClient,
  store: EventStore,
  projection: AnyProjection,
  bulk: BulkReplay,
  generation: number,
  batchSize: number,
  logger: Logger,
  /** Progress: events loaded so far (estimated from positions until the end). */
  onChunk?: (done: number, total: number) => void,
): Promise<{ checkpoint: Checkpoint; events: number } | undefined> => {
  const upTo = await store.head();
  if (compareCheckpoints(upTo, START) <= 0) return undefined;
  const table = tableNamer(generation);
  const range = eventRange(START, upTo);
  return db.transaction(async (tx) => {
    // Rebuildable from the log, like every batch of a projection (apply-batch.ts).
    if (db.kind === 'postgres') await tx.exec('set local synchronous_commit = off');
    const { rows } = await tx.query<{ tx_id: number | string; position: number | string }>(
      'select tx_id, position from projection_checkpoints where name = $1 and generation = $2 for update',
      [projection.name, generation],
    );
    const row = rows[0];
    if (!row || Number(row.tx_id) !== 0 || Number(row.position) !== 0) return undefined;
    // In chunks of positions: each statement sorts a bounded set, and progress can be told.
    const total = await countRange(tx, range);
    const last = await maxPosition(tx);
    const chunk = chunkOf(last);
    for (let above = 0; above < last; above += chunk) {
      const upToPosition = Math.min(last, above + chunk);
      await bulk.load(tx, table, eventRange(START, upTo, { above, upTo: upToPosition }));
      onChunk?.(Math.round((total * upToPosition) / last), total);
    }
    const handledTypes = projection.handles.map((type) => `'${type.replaceAll("'", "''")}'`).join(', ');
    const condition = `e.type in (${handledTypes}) and (${bulk.remainder})`;
    for (let from = START; ;) {
      const page = await readRangePage(tx, range, condition, from, batchSize);
      if (page.length === 0) break;
      const handled = handledEvents(projection, page, logger);
      if (handled.length > 0) await projection.apply(tx, handled, table, logger);
      from = page.at(-1)!.checkpoint;
    }
    await saveCheckpoint(tx, projection.name, generation, upTo);
    return { checkpoint: upTo, events: total };
  });
};
