import { START, type Checkpoint } from '../event-store/port.js';
import { type SqlClient, type SqlExecutor } from '../sql/sql-client.js';
import { type PartitionProgress } from './port.js';

export const RELAY_NAME = 'academy.events';

export const readRelayCheckpoint = async (db: SqlExecutor, name = RELAY_NAME): Promise<Checkpoint> => {
  const { rows } = await db.query<{ tx_id: number | string; position: number | string }>(
    'select tx_id, position from relay_checkpoints where name = $1',
    [name],
  );
  const row = rows[0];
  return row ? { txId: Number(row.tx_id), position: Number(row.position) } : START;
};

/**
 * After the broker acknowledged a batch: moves the checkpoint from `from` to `to` and logs where
 * each partition ended, in one transaction. Answers false (and changes nothing) when the checkpoint
 * is no longer at `from`: another relay moved it.
 */
export const saveRelayProgress = (
  db: SqlClient,
  from: Checkpoint,
  to: Checkpoint,
  partitions: readonly PartitionProgress[],
  name = RELAY_NAME,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.query('insert into relay_checkpoints (name) values ($1) on conflict (name) do nothing', [name]);
    const { rows } = await tx.query(
      `update relay_checkpoints set tx_id = $4, position = $5, updated_at = now()
        where name = $1 and tx_id = $2 and position = $3 returning name`,
      [name, from.txId, from.position, to.txId, to.position],
    );
    if (rows.length === 0) return false;
    for (const { partition, nextOffset } of partitions) {
      await tx.query(
        'insert into relay_offset_log (tx_id, position, partition, next_offset) values ($1, $2, $3, $4)',
        [to.txId, to.position, partition, nextOffset],
      );
    }
    return true;
  });

/**
 * Where to start reading each partition to continue after store checkpoint `checkpoint` (a
 * rebuilt generation): the offset after the last relayed batch that ended at or before it. Lower
 * bounds: messages between that offset and the checkpoint are at or before the checkpoint, and the
 * worker skips them. A partition not in the answer starts at 0.
 */
export const offsetsAfterCheckpoint = async (
  db: SqlExecutor,
  checkpoint: Checkpoint,
): Promise<Map<number, number>> => {
  const { rows } = await db.query<{ partition: number; next_offset: number | string }>(
    `select partition, max(next_offset) as next_offset from relay_offset_log
      where (tx_id, position) <= ($1::bigint, $2::bigint) group by partition`,
    [checkpoint.txId, checkpoint.position],
  );
  return new Map(rows.map((r) => [r.partition, Number(r.next_offset)]));
};

/**
 * The offsets a consumer must have reached on each partition to have applied every event at or
 * before `target`: per partition, the furthest offset logged up to the first relayed batch that
 * ended at or past the target (an upper bound). Undefined while the relay has not got there.
 */
export const offsetsCovering = async (
  db: SqlExecutor,
  target: Checkpoint,
): Promise<Map<number, number> | undefined> => {
  const { rows } = await db.query<{ partition: number | null; next_offset: number | string | null }>(
    // A batch logs one row per partition it wrote to, all at the batch's end: take them all.
    `with batch as (
       select tx_id, position from relay_offset_log where (tx_id, position) >= ($1::bigint, $2::bigint)
        order by tx_id, position limit 1
     )
     select l.partition, max(l.next_offset) as next_offset
       from batch join relay_offset_log l on (l.tx_id, l.position) <= (batch.tx_id, batch.position)
      group by l.partition`,
    [target.txId, target.position],
  );
  if (rows.length === 0 || rows.every((r) => r.partition === null)) return undefined;
  return new Map(rows.filter((r) => r.partition !== null).map((r) => [r.partition!, Number(r.next_offset)]));
};

/**
 * Deletes what no reader needs any more from `relay_offset_log`: rows logged before `olderThan`,
 * except, per partition, the newest row (the relay's head: the lag reads it) and the newest row at
 * or before each projection generation's checkpoint (where a rebuilt generation starts reading).
 * X-Min-Position targets are recent, well inside the retention. Answers how many rows went.
 */
export const purgeRelayOffsetLog = async (db: SqlExecutor, olderThan: Date): Promise<number> => {
  const { rowCount } = await db.query(
    `with partitions as (select distinct partition from relay_offset_log),
     keep as (
       select max(seq) as seq from relay_offset_log group by partition
       union
       select (select max(r.seq) from relay_offset_log r
                where r.partition = p.partition and (r.tx_id, r.position) <= (c.tx_id, c.position))
         from projection_checkpoints c cross join partitions p
     )
     delete from relay_offset_log
      where logged_at < $1 and seq not in (select seq from keep where seq is not null)`,
    [olderThan.toISOString()],
  );
  return rowCount;
};
