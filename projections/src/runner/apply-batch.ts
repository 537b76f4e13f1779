import {
  saveCheckpoint,
  type Checkpoint,
  type Logger,
  type SqlClient,
  type StoredEvent,
} from '@academy/platform';
import { tableNamer } from './generations.js';
import { type Projection } from './projection.js';

/**
 * Applies a batch to one generation and moves its checkpoint, in one transaction. Returns false
 * (and changes nothing) when the generation is no longer where the caller thought: a swap
 * happened or another worker moved it.
 */
export const applyBatch = async (
  db: SqlClient,
  projection: Projection,
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
    const handled = events.filter((e) => projection.handles.includes(e.type));
    if (handled.length > 0) await projection.apply(tx, handled, tableNamer(generation), logger);
    await saveCheckpoint(tx, projection.name, generation, to);
    return true;
  });
