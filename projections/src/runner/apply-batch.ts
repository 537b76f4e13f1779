import { allEventSchemas, parseRecordedEvent, type EventSchemas } from '@academy/domain';
import {
  saveCheckpoint,
  type Checkpoint,
  type Logger,
  type SqlClient,
  type StoredEvent,
} from '@academy/platform';
import { tableNamer } from './generations.js';
import { type AnyProjection, type ProjectedEvent } from './projection.js';

/**
 * The events of a batch the projection handles, each parsed with the schema of its type. A
 * recorded event whose data does not fit is skipped and logged: projections never throw on one.
 */
export const handledEvents = (
  projection: AnyProjection,
  events: readonly StoredEvent[],
  logger: Logger,
): ProjectedEvent<string, EventSchemas>[] => {
  const schemas: EventSchemas = projection.schemas ?? allEventSchemas;
  const handled: ProjectedEvent<string, EventSchemas>[] = [];
  for (const event of events) {
    if (!projection.handles.includes(event.type)) continue;
    const parsed = parseRecordedEvent(event, schemas);
    if (parsed) handled.push({ ...parsed, checkpoint: event.checkpoint });
    else
      logger.warn(`${projection.name}: skipped an event with invalid data`, {
        position: event.position,
        type: event.type,
      });
  }
  return handled;
};

/**
 * Applies a batch to one generation and moves its checkpoint, in one transaction. Returns false
 * (and changes nothing) when the generation is no longer where the caller thought: a swap
 * happened or another worker moved it.
 */
export const applyBatch = async (
  db: SqlClient,
  projection: AnyProjection,
  generation: number,
  from: Checkpoint,
  events: readonly StoredEvent[],
  to: Checkpoint,
  logger: Logger,
  { requireActive }: { requireActive: boolean },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    // A read model is rebuilt from the durable log: a batch lost to a server crash goes with its
    // checkpoint and is applied again, so its commit need not wait for the disk (PGlite never does).
    if (db.kind === 'postgres') await tx.exec('set local synchronous_commit = off');
    const { rows } = await tx.query<{ tx_id: number | string; position: number | string; active: boolean }>(
      'select tx_id, position, active from projection_checkpoints where name = $1 and generation = $2 for update',
      [projection.name, generation],
    );
    const row = rows[0];
    if (!row || (requireActive && !row.active)) return false;
    if (Number(row.tx_id) !== from.txId || Number(row.position) !== from.position) return false;
    const handled = handledEvents(projection, events, logger);
    if (handled.length > 0) await projection.apply(tx, handled, tableNamer(generation), logger);
    await saveCheckpoint(tx, projection.name, generation, to);
    return true;
  });
