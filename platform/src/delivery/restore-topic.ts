import { type Checkpoint } from '../event-store/port.js';
import { type SqlClient } from '../sql/sql-client.js';
import { type TopicAdmin } from './port.js';
import { readRelayCheckpoint, RELAY_NAME } from './relay-state.js';

/** What `npm run restore-topic` did. */
export interface TopicRestored {
  /** Whether the topic was missing and made here (false: it was there, made again by someone else). */
  created: boolean;
  /** Where the relay had got to on the lost topic; it now sends the whole store again. */
  relayWasAt: Checkpoint;
  /** Partition offsets of projection generations forgotten (they pointed into the lost topic). */
  offsetsForgotten: number;
}

/** The furthest offset the relay logged on each partition (of the topic its log describes). */
const loggedEnds = async (db: SqlClient): Promise<Map<number, number>> => {
  const { rows } = await db.query<{ partition: number; next_offset: number | string }>(
    'select partition, max(next_offset) as next_offset from relay_offset_log group by partition',
  );
  return new Map(rows.map((r) => [r.partition, Number(r.next_offset)]));
};

/**
 * After the topic was deleted (or lost with the broker's data): makes it again with `partitions`
 * and sets the delivery path back to the start, so that nothing the lost topic held, or held
 * unread, is missing. In one transaction: the relay's checkpoint goes back to the start of the
 * store and its offset log is emptied (its offsets were the lost topic's), and every projection
 * generation forgets its partition offsets (each partition then starts where the relay's new log
 * says its generation was rebuilt to). The running relay sends the whole store again; the workers
 * skip what they had applied by stream version, so each event takes effect once. Refuses a topic
 * that holds every message the relay logged (nothing was lost), and one with other partitions
 * (stream keys would move). The relay and the workers need no restart.
 */
export const restoreTopic = async (
  db: SqlClient,
  topic: TopicAdmin,
  partitions: number,
): Promise<TopicRestored> => {
  const state = await topic.topicState();
  if (state && state.partitions !== partitions)
    throw new Error(
      `The topic has ${state.partitions} partitions and KAFKA_PARTITIONS is ${partitions}: stream keys would move to other partitions. Delete the topic, then run this again.`,
    );
  const logged = await loggedEnds(db);
  if (state && [...logged].every(([partition, end]) => (state.ends.get(partition) ?? 0) >= end))
    throw new Error('The topic holds every message the relay logged: nothing to restore.');
  const relayWasAt = await readRelayCheckpoint(db);
  const offsetsForgotten = await db.transaction(async (tx) => {
    await tx.query('delete from relay_checkpoints where name = $1', [RELAY_NAME]);
    await tx.query('delete from relay_offset_log');
    return (await tx.query('delete from projection_partition_offsets')).rowCount;
  });
  if (!state) await topic.ensureTopic(partitions);
  return { created: !state, relayWasAt, offsetsForgotten };
};
