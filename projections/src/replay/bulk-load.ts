import {
  compareCheckpoints,
  eventRange,
  readRangePage,
  saveCheckpoint,
  SealingEventStore,
  SqlEventStore,
  SqlKeyStore,
  START,
  type Checkpoint,
  type EventStore,
  type Logger,
  type SqlClient,
  type SqlExecutor,
  type StoredEvent,
} from '@academy/platform';
import { handledEvents } from '../runner/apply-batch.js';
import { tableNamer } from '../runner/generations.js';
import { type AnyProjection, type BulkContext, type BulkReplay } from '../runner/projection.js';

type Opener = NonNullable<BulkContext['open']>;

export interface BulkPath {
  bulk: BulkReplay;
  /** The store seals personal parts: how it opens them in the load's transaction (see BulkContext). */
  openIn?: (tx: SqlExecutor) => Opener;
}

/**
 * The projection's set-based path, when it has one and the events are in the read models'
 * database: on the SQL store, or on a sealing store over it whose keys are in that database too
 * (its rows hold sealed parts, opened with keys read in the load's transaction).
 */
export const bulkPathOf = (
  db: SqlClient,
  store: EventStore,
  projection: AnyProjection,
): BulkPath | undefined => {
  const bulk = projection.bulk;
  if (!bulk) return undefined;
  if (store instanceof SqlEventStore) return store.sharesDatabase(db) ? { bulk } : undefined;
  if (!(store instanceof SealingEventStore)) return undefined;
  const { raw, keyAdapter } = store;
  if (!(raw instanceof SqlEventStore && raw.sharesDatabase(db))) return undefined;
  if (!(keyAdapter instanceof SqlKeyStore && keyAdapter.sharesDatabase(db))) return undefined;
  return {
    bulk,
    openIn: (tx) => {
      const keys = keyAdapter.within(tx);
      return (events) => store.openAll(events, (subjects) => keys.keysOf(subjects));
    },
  };
};

/**
 * Fills an empty generation (its checkpoint at the start) from every event readable now, in one
 * transaction: the set-based load, then the remainder through `apply` in delivery order, then the
 * checkpoint. Answers the new checkpoint, or undefined when there was nothing to do (another replay
 * moved the checkpoint, or the store is empty).
 */
export const bulkLoadGeneration = async (
  db: SqlClient,
  store: EventStore,
  projection: AnyProjection,
  { bulk, openIn }: BulkPath,
  generation: number,
  batchSize: number,
  logger: Logger,
): Promise<{ checkpoint: Checkpoint } | undefined> => {
  const upTo = await store.head();
  if (compareCheckpoints(upTo, START) <= 0) return undefined;
  const table = tableNamer(generation);
  const range = eventRange(START, upTo);
  return db.transaction(async (tx) => {
    // Rebuildable from the log, like every batch of a projection (apply-batch.ts); the load's sort
    // and its handful of materialized rows are held in memory rather than spilled in small runs.
    if (db.kind === 'postgres')
      await tx.exec(`set local synchronous_commit = off; set local work_mem = '64MB'`);
    const { rows } = await tx.query<{ tx_id: number | string; position: number | string }>(
      'select tx_id, position from projection_checkpoints where name = $1 and generation = $2 for update',
      [projection.name, generation],
    );
    const row = rows[0];
    if (!row || Number(row.tx_id) !== 0 || Number(row.position) !== 0) return undefined;
    const open = openIn?.(tx);
    const handled = async (events: StoredEvent[]) =>
      handledEvents(projection, open ? await open(events) : events, logger);
    await bulk.load(tx, table, range, { ...(open ? { open } : {}), handled });
    const handledTypes = projection.handles.map((type) => `'${type.replaceAll("'", "''")}'`).join(', ');
    const condition = `e.type in (${handledTypes}) and (${bulk.remainder})`;
    // Page by page, not read ahead as replay.ts reads its batches: on the transaction's one connection
    // the next page's keys are read after this page's writes, so only parsing rows could overlap them
    // (tried: no faster).
    for (let from = START; ;) {
      const page = await readRangePage(tx, range, condition, from, batchSize);
      if (page.length === 0) break;
      const events = await handled(page);
      if (events.length > 0) await projection.apply(tx, events, table, logger);
      from = page.at(-1)!.checkpoint;
    }
    await saveCheckpoint(tx, projection.name, generation, upTo);
    return { checkpoint: upTo };
  });
};
