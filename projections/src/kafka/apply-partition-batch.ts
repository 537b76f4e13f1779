import {
  compareCheckpoints,
  fromMessage,
  offsetsAfterCheckpoint,
  type Checkpoint,
  messagesParkedTotal,
  parkMessage,
  type DeliveredBatch,
  type DeliveredMessage,
  type Logger,
  type OpenEvents,
  type SqlClient,
  type SqlExecutor,
  type StoredEvent,
} from '@academy/platform';
import { handledEvents } from '../runner/apply-batch.js';
import { tableNamer } from '../runner/generations.js';
import { type AnyProjection } from '../runner/projection.js';
import { appliedVersions, newerThanApplied, saveVersions } from './stream-versions.js';

interface Active {
  generation: number;
  /** Where the generation was built from the store (a replay's end; START for a new one). */
  rebuiltTo: Checkpoint;
}

/** The active generation, share-locked: batches of all partitions go on; a swap waits for them. */
const lockActive = async (tx: SqlExecutor, name: string): Promise<Active | undefined> => {
  const { rows } = await tx.query<{ generation: number; tx_id: number | string; position: number | string }>(
    'select generation, tx_id, position from projection_checkpoints where name = $1 and active for share',
    [name],
  );
  const row = rows[0];
  return (
    row && {
      generation: row.generation,
      rebuiltTo: { txId: Number(row.tx_id), position: Number(row.position) },
    }
  );
};

/**
 * The next offset to apply on a partition, its row locked until the batch commits: stored with the
 * rows; for a generation that has none yet (new, or just rebuilt by a replay), the offset where the
 * relay's log says its checkpoint ends. That first row is inserted before it is locked, so that two
 * members owning the partition at once around a rebalance queue on it even for the first batch (a
 * row that does not exist locks nothing): the second sees the first's offset and skips what it applied.
 */
const nextOffset = async (
  tx: SqlExecutor,
  name: string,
  active: Active,
  partition: number,
): Promise<number> => {
  const select = () =>
    tx.query<{ next_offset: number | string }>(
      'select next_offset from projection_partition_offsets where name = $1 and generation = $2 and partition = $3 for update',
      [name, active.generation, partition],
    );
  const { rows } = await select();
  if (rows[0]) return Number(rows[0].next_offset);
  const start = (await offsetsAfterCheckpoint(tx, active.rebuiltTo)).get(partition) ?? 0;
  await tx.query(
    `insert into projection_partition_offsets (name, generation, partition, next_offset) values ($1, $2, $3, $4)
     on conflict (name, generation, partition) do nothing`,
    [name, active.generation, partition, start],
  );
  return Number((await select()).rows[0]!.next_offset);
};

const saveOffset = (tx: SqlExecutor, name: string, generation: number, partition: number, next: number) =>
  tx.query(
    `insert into projection_partition_offsets (name, generation, partition, next_offset) values ($1, $2, $3, $4)
     on conflict (name, generation, partition) do update set next_offset = excluded.next_offset`,
    [name, generation, partition, next],
  );

interface Parsed {
  delivered: { offset: number; event: StoredEvent }[];
  /** Messages that are not events: parked with the batch, never read again. */
  notEvents: DeliveredMessage[];
}

/** The batch's events with their offsets, opened; the messages that are not events, logged. */
const parseAndOpen = async (
  batch: DeliveredBatch,
  projection: AnyProjection,
  logger: Logger,
  open: OpenEvents | undefined,
): Promise<Parsed> => {
  const notEvents: DeliveredMessage[] = [];
  const parsed = batch.messages.flatMap((message) => {
    const event = fromMessage(message.value);
    if (!event) {
      logger.error('kafka: parked a message that is not an event', {
        projection: projection.name,
        partition: message.partition,
        offset: message.offset,
      });
      notEvents.push(message);
    }
    return event ? [{ offset: message.offset, event }] : [];
  });
  const opened = open ? await open(parsed.map((p) => p.event)) : parsed.map((p) => p.event);
  return { delivered: parsed.map((p, i) => ({ offset: p.offset, event: opened[i]! })), notEvents };
};

/**
 * Applies one partition's batch to the projection's active generation and stores the partition's
 * next offset in the same transaction (the effect happens exactly once whatever the broker
 * redelivers). Answers the offset to read next: past the batch, or where the stored offset says
 * when the batch starts elsewhere (the consumer then seeks there). The events travel sealed; `open`
 * opens them (with the key store) before the transaction begins.
 */
export const applyPartitionBatch = async (
  db: SqlClient,
  projection: AnyProjection,
  batch: DeliveredBatch,
  logger: Logger,
  open?: OpenEvents,
): Promise<number> => {
  const { delivered, notEvents } = await parseAndOpen(batch, projection, logger, open);
  let parked = 0;
  const after = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.exec('set local synchronous_commit = off'); // rebuildable, like applyBatch
    const active = await lockActive(tx, projection.name);
    if (!active) throw new Error(`Projection ${projection.name} has no active generation`);
    const next = await nextOffset(tx, projection.name, active, batch.partition);
    const first = batch.messages[0]?.offset ?? next;
    if (first > next) return next; // a gap (the group's committed offset ran ahead): seek back
    const unseen = batch.messages.filter((m) => m.offset >= next);
    if (unseen.length === 0) return next; // all applied already: seek forward
    const events = delivered
      .filter((d) => d.offset >= next)
      .map((d) => d.event)
      .filter((e) => compareCheckpoints(e.checkpoint, active.rebuiltTo) > 0); // older ones are in the rebuilt generation
    const streams = [...new Set(events.map((e) => e.streamId))];
    const applied = await appliedVersions(tx, projection.name, active.generation, streams);
    const { fresh, versions } = newerThanApplied(events, applied);
    const handled = handledEvents(projection, fresh, logger); // parsed with the domain's schemas, as the runner does
    if (handled.length > 0) await projection.apply(tx, handled, tableNamer(active.generation), logger);
    await saveVersions(tx, projection.name, active.generation, versions);
    const toPark = notEvents.filter((m) => m.offset >= next);
    for (const m of toPark)
      await parkMessage(tx, {
        ...where(projection, active, m),
        reason: 'not-an-event',
        error: 'not an event',
      });
    parked = toPark.length;
    const after = unseen.at(-1)!.offset + 1;
    await saveOffset(tx, projection.name, active.generation, batch.partition, after);
    return after;
  });
  if (parked > 0) messagesParkedTotal.inc({ projection: projection.name, reason: 'not-an-event' }, parked);
  return after;
};

const where = (projection: AnyProjection, active: Active, message: DeliveredMessage) => ({
  name: projection.name,
  generation: active.generation,
  partition: message.partition,
  offset: message.offset,
  value: message.value,
});

/**
 * Sets aside one message that fails on its own (the worker tried it alone; the database answers),
 * and moves the partition's offset past it in the same transaction, unless the stored offset is
 * already elsewhere (another member of the group moved on). Answers the offset to read next.
 */
export const parkFailedMessage = async (
  db: SqlClient,
  projection: AnyProjection,
  message: DeliveredMessage,
  error: string,
): Promise<number> => {
  let parked = false;
  const after = await db.transaction(async (tx) => {
    const active = await lockActive(tx, projection.name);
    if (!active) throw new Error(`Projection ${projection.name} has no active generation`);
    const next = await nextOffset(tx, projection.name, active, message.partition);
    if (next !== message.offset) return next;
    await parkMessage(tx, { ...where(projection, active, message), reason: 'failed', error });
    await saveOffset(tx, projection.name, active.generation, message.partition, message.offset + 1);
    parked = true;
    return message.offset + 1;
  });
  if (parked) messagesParkedTotal.inc({ projection: projection.name, reason: 'failed' });
  return after;
};
