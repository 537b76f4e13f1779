import { type SqlExecutor } from '../sql/sql-client.js';
import { offsetsAfterCheckpoint } from './relay-state.js';

/** How far a projection's workers are behind what the relay produced. */
export interface KafkaLag {
  /** Messages produced to the topic that the active generation has not applied yet. */
  messages: number;
  /** When the oldest of them was produced (null when none). */
  oldestAt: Date | null;
}

/**
 * The lag of each named projection under Kafka, from the read-model database alone: per partition,
 * the furthest offset the relay logged minus the offset the active generation stored with its rows
 * (for a generation without one yet, where its rebuild left off). Nothing reads the store or the broker.
 */
export const readKafkaLag = async (
  db: SqlExecutor,
  names: readonly string[],
): Promise<Map<string, KafkaLag>> => {
  const { rows: heads } = await db.query<{ partition: number; next_offset: number | string }>(
    'select partition, max(next_offset) as next_offset from relay_offset_log group by partition',
  );
  const { rows: active } = await db.query<{
    name: string;
    generation: number;
    tx_id: number | string;
    position: number | string;
  }>('select name, generation, tx_id, position from projection_checkpoints where active and name = any($1)', [
    names,
  ]);
  const lags = new Map<string, KafkaLag>();
  for (const name of names) {
    const row = active.find((r) => r.name === name);
    const stored = new Map<number, number>();
    if (row) {
      const { rows } = await db.query<{ partition: number; next_offset: number | string }>(
        'select partition, next_offset from projection_partition_offsets where name = $1 and generation = $2',
        [name, row.generation],
      );
      const rebuilt = await offsetsAfterCheckpoint(db, {
        txId: Number(row.tx_id),
        position: Number(row.position),
      });
      for (const [partition, offset] of rebuilt) stored.set(partition, offset);
      for (const r of rows) stored.set(r.partition, Number(r.next_offset));
    }
    let messages = 0;
    let oldestAt: Date | null = null;
    for (const head of heads) {
      const at = stored.get(head.partition) ?? 0;
      const behind = Number(head.next_offset) - at;
      if (behind <= 0) continue;
      messages += behind;
      const { rows } = await db.query<{ logged_at: Date | string }>(
        'select min(logged_at) as logged_at from relay_offset_log where partition = $1 and next_offset > $2',
        [head.partition, at],
      );
      const logged = rows[0]?.logged_at ? new Date(rows[0].logged_at) : null;
      if (logged && (!oldestAt || logged < oldestAt)) oldestAt = logged;
    }
    lags.set(name, { messages, oldestAt });
  }
  return lags;
};
