import { type Checkpoint, type SqlClient } from '@academy/platform';

interface Advance {
  name: string;
  generation: number;
  from: Checkpoint;
  to: Checkpoint;
  settle: (moved: boolean) => void;
  fail: (error: unknown) => void;
}

/**
 * Moves active projections' checkpoints over batches they have nothing to do with, many at once:
 * the projections a batch of unhandled events woke ask in the same turn, and one statement moves
 * them all (each only if its generation is still active and still where its loop thought), where
 * each would otherwise take a transaction of its own.
 */
export class CheckpointAdvancer {
  private pending: Advance[] = [];
  private scheduled = false;

  constructor(private readonly db: SqlClient) {}

  /** Resolves true when moved, false when the generation is no longer active or was moved elsewhere. */
  advance(name: string, generation: number, from: Checkpoint, to: Checkpoint): Promise<boolean> {
    return new Promise((settle, fail) => {
      this.pending.push({ name, generation, from, to, settle, fail });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    const rows = batch.map((a) => ({
      name: a.name,
      generation: a.generation,
      from_tx: a.from.txId,
      from_pos: a.from.position,
      to_tx: a.to.txId,
      to_pos: a.to.position,
    }));
    try {
      const { rows: moved } = await this.db.query<{ name: string; generation: number }>(
        `update projection_checkpoints p
            set tx_id = a.to_tx, position = a.to_pos, updated_at = now()
           from jsonb_to_recordset($1::jsonb)
             as a(name text, generation integer, from_tx bigint, from_pos bigint, to_tx bigint, to_pos bigint)
          where p.name = a.name and p.generation = a.generation and p.active
            and p.tx_id = a.from_tx and p.position = a.from_pos
      returning p.name, p.generation`,
        [JSON.stringify(rows)],
      );
      const done = new Set(moved.map((r) => `${r.name}:${r.generation}`));
      for (const a of batch) a.settle(done.has(`${a.name}:${a.generation}`));
    } catch (error) {
      for (const a of batch) a.fail(error);
    }
  }
}
