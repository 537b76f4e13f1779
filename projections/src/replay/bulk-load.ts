import { type EventSchemas } from '@academy/domain';
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
  type EventRange,
  type EventStore,
  type Logger,
  type SqlClient,
  type SqlExecutor,
  type StoredEvent,
} from '@academy/platform';
import { handledEvents } from '../runner/apply-batch.js';
import { tableNamer } from '../runner/generations.js';
import {
  type AnyProjection,
  type BulkContext,
  type BulkReplay,
  type ProjectedEvent,
} from '../runner/projection.js';

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

const ignore = () => undefined;

/**
 * The remainder in delivery order, a page at a time. On the transaction's one connection statements
 * run in the order they are sent, so a page's writes are sent only once the next page is read and
 * its keys asked for: the database writes one page while Node opens the next.
 */
const applyRemainder = async (
  tx: SqlExecutor,
  range: EventRange,
  condition: string,
  pageSize: number,
  handled: (events: StoredEvent[]) => Promise<ProjectedEvent<string, EventSchemas>[]>,
  apply: (events: ProjectedEvent<string, EventSchemas>[]) => Promise<void>,
): Promise<void> => {
  let page = await readRangePage(tx, range, condition, START, pageSize);
  let opening = page.length > 0 ? handled(page) : undefined;
  let applying: Promise<void> | undefined;
  try {
    while (opening) {
      const events = await opening;
      opening = undefined;
      await applying;
      applying = undefined;
      page = await readRangePage(tx, range, condition, page.at(-1)!.checkpoint, pageSize);
      if (page.length > 0) {
        opening = handled(page); // its key read is sent now, ahead of the writes below
        opening.catch(ignore); // awaited by the next turn (or below): never an unhandled rejection
      }
      if (events.length > 0) {
        applying = apply(events);
        applying.catch(ignore);
      }
    }
    await applying;
  } finally {
    // Nothing left running on the connection when the load fails.
    await Promise.all([opening?.catch(ignore), applying?.catch(ignore)]);
  }
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
    await applyRemainder(tx, range, condition, batchSize, handled, (events) =>
      projection.apply(tx, events, table, logger),
    );
    await saveCheckpoint(tx, projection.name, generation, upTo);
    return { checkpoint: upTo };
  });
};
