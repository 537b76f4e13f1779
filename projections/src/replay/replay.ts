import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  compareCheckpoints,
  readGenerations,
  type EventStore,
  type Logger,
  type ReadAllResult,
  type ReadFilter,
  type SqlClient,
} from '@academy/platform';
import { applyBatch } from '../runner/apply-batch.js';
import {
  createGeneration,
  ensureActiveGeneration,
  swapGeneration,
  tableNamer,
} from '../runner/generations.js';
import { type AnyProjection } from '../runner/projection.js';
import { bulkLoadGeneration, bulkPathOf } from './bulk-load.js';

const ignore = () => undefined;

/** Counted in the events of the types the read model handles (the others are not read). */
export interface ReplayProgress {
  projection: string;
  generation: number;
  done: number;
  total: number;
  eventsPerSecond: number;
  etaSeconds: number | null;
}

export interface ReplayResult {
  projection: string;
  generation: number;
  /** The events of the log this run went through, of every type (those it handles were applied). */
  events: number;
  status: 'swapped' | 'interrupted';
  /** The events were loaded set-based (the projection's `bulk`), not batch by batch. */
  setBased: boolean;
  /** From the start of this run to its swap (or its interruption). */
  seconds: number;
}

export interface ReplayOptions {
  batchSize: number;
  logger: Logger;
  signal?: AbortSignal;
  onProgress?: (progress: ReplayProgress) => void;
}

/**
 * Rebuilds a projection from the store into a new generation beside the live one, then swaps
 * the views to it in one transaction. Interrupted, it resumes from its own checkpoint. A projection
 * with a set-based path (`bulk`), on the SQL store in the same database, starts with one set-based
 * load of everything readable (bulk-load.ts), its indexes built after the load; the batches then
 * only carry what was appended meanwhile. Batches ask the store for the types the projection
 * handles only (a `ReadFilter`): the SQL store leaves the others in the database, and the sealing
 * store opens none of them.
 */
export const replayProjection = async (
  db: SqlClient,
  store: EventStore,
  projection: AnyProjection,
  { batchSize, logger, signal, onProgress }: ReplayOptions,
): Promise<ReplayResult> => {
  const active = await ensureActiveGeneration(db, projection);
  const bulk = bulkPathOf(db, store, projection);
  const generations = await readGenerations(db, projection.name);
  let building = generations.find(
    (g) => !g.active && g.generation > active.generation && g.codeVersion === projection.codeVersion,
  );
  if (!building) {
    const generation = Math.max(...generations.map((g) => g.generation)) + 1;
    await db.transaction((tx) =>
      createGeneration(tx, projection, generation, false, { deferIndexes: bulk !== undefined }),
    );
    building = (await readGenerations(db, projection.name)).find((g) => g.generation === generation)!;
  }
  const { generation } = building;
  let checkpoint = building.checkpoint;
  const from = checkpoint;
  const only: ReadFilter = { types: projection.handles };
  const startedAt = Date.now();
  let done = 0;
  let total = await store.countAfter(checkpoint, only);
  /** The result, `events` counted in the log between where this run started and where it stands. */
  const result = async (status: ReplayResult['status']): Promise<ReplayResult> => {
    const seconds = (Date.now() - startedAt) / 1000;
    const events = (await store.countAfter(from)) - (await store.countAfter(checkpoint));
    return { projection: projection.name, generation, events, status, setBased, seconds };
  };
  const report = () => {
    const seconds = (Date.now() - startedAt) / 1000;
    const eventsPerSecond = seconds > 0 ? done / seconds : 0;
    onProgress?.({
      projection: projection.name,
      generation,
      done,
      total,
      eventsPerSecond: Math.round(eventsPerSecond),
      etaSeconds: eventsPerSecond > 0 ? Math.max(0, (total - done) / eventsPerSecond) : null,
    });
  };
  report();
  let setBased = false;
  if (bulk && checkpoint.txId === 0 && checkpoint.position === 0 && !signal?.aborted) {
    const loadStarted = Date.now();
    const loaded = await bulkLoadGeneration(db, store, projection, bulk, generation, batchSize, logger);
    if (loaded) {
      setBased = true;
      checkpoint = loaded.checkpoint;
      // Told in the events it handles, as the batches are: those the load covered, of all there are now.
      total = await store.countAfter(from, only);
      done = total - (await store.countAfter(checkpoint, only));
      logger.info('replay: set-based load done', {
        projection: projection.name,
        events: done,
        seconds: (Date.now() - loadStarted) / 1000,
      });
      report();
    }
  }
  let indexed = bulk === undefined;
  // The batch after `checkpoint` is read (and opened) while the one before it is applied: Node's
  // work on one overlaps the database's on the other, rather than each waiting for the other. One
  // read at most is in flight; one whose batch is never applied (interrupted, failed) is dropped.
  let ahead: Promise<ReadAllResult> | undefined;
  try {
    for (;;) {
      if (signal?.aborted) {
        logger.info('replay interrupted; run it again to resume', { projection: projection.name, done });
        return await result('interrupted');
      }
      const read = ahead ?? store.readAll(checkpoint, batchSize, only);
      ahead = undefined;
      const { events, checkpoint: next } = await read;
      // Nothing more to read. (A filtered read may move the checkpoint past events it left out
      // with none to apply: that move is saved below like any batch, or the swap would compare
      // a checkpoint behind what was read.)
      if (compareCheckpoints(next, checkpoint) <= 0) {
        if (!indexed) {
          // Indexes once the rows are in (a resumed replay may find some built: `if not exists`).
          const indexStarted = Date.now();
          // On a server each index builds on its own connection, at once, with more memory for its
          // sort than a session's default (one multi-statement exchange is one transaction: `local`).
          const withMemory = db.kind === 'postgres' ? `set local maintenance_work_mem = '128MB'; ` : '';
          await Promise.all(
            bulk!.bulk
              .indexes(tableNamer(generation))
              .map((statement) => db.exec(`${withMemory}${statement}`)),
          );
          for (const logical of projection.tables)
            await db.exec(`analyze ${tableNamer(generation)(logical)}`);
          indexed = true;
          logger.info('replay: indexes built', {
            projection: projection.name,
            seconds: (Date.now() - indexStarted) / 1000,
          });
        }
        // Caught up: swap, unless the live runner got further meanwhile; then read on.
        if (await swapGeneration(db, projection, generation)) break;
        continue;
      }
      ahead = store.readAll(next, batchSize, only);
      ahead.catch(ignore); // awaited by the next turn (or below): never an unhandled rejection
      const applied = await applyBatch(db, projection, generation, checkpoint, events, next, logger, {
        requireActive: false,
      });
      if (!applied) throw new Error(`Another replay of ${projection.name} is running`);
      checkpoint = next;
      done += events.length;
      if (done > total) total = done;
      report();
      await yieldToEventLoop(); // let queries and the live runner through between batches
    }
  } finally {
    // Nothing is left reading once the replay returns: its caller may close the store.
    await ahead?.then(ignore, ignore);
  }
  total = done;
  report();
  return result('swapped');
};
