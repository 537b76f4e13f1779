import { type EventMetadata } from '@academy/domain';
import { type SqlClient, type SqlExecutor } from '../sql/sql-client.js';
import {
  compareCheckpoints,
  START,
  type Checkpoint,
  type ReadAllResult,
  type ReadFilter,
  type StoredEvent,
} from './port.js';

interface EventRow {
  position: number | string;
  tx: string;
  event_id: string;
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
}

const COLUMNS = `position, transaction_id::text as tx, event_id, stream_id, version, type, data, metadata, recorded_at`;
// Only transactions below the oldest one still running are complete: reading past them could skip
// an event that commits later with a lower position (see ARCHITECTURE.md, event store rules).
const VISIBLE = `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

const toEvent = (row: EventRow): StoredEvent => {
  const position = Number(row.position);
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    version: row.version,
    position,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt:
      row.recorded_at instanceof Date
        ? row.recorded_at.toISOString()
        : new Date(row.recorded_at).toISOString(),
    checkpoint: { txId: Number(row.tx), position },
  };
};

const toCheckpoint = (row: { tx: string; position: number | string } | undefined): Checkpoint =>
  row ? { txId: Number(row.tx), position: Number(row.position) } : START;

export const streamVersion = async (db: SqlExecutor, streamId: string): Promise<number> => {
  const { rows } = await db.query<{ v: number | string }>(
    'select coalesce(max(version), 0) as v from events where stream_id = $1',
    [streamId],
    { preparedName: 'academy_stream_version' },
  );
  return Number(rows[0]?.v ?? 0);
};

/** The stream's events in version order, from `fromVersion` on. */
export const readStream = async (
  db: SqlExecutor,
  streamId: string,
  fromVersion: number,
): Promise<StoredEvent[]> => {
  const { rows } = await db.query<EventRow>(
    `select ${COLUMNS} from events where stream_id = $1 and version >= $2 order by version`,
    [streamId, fromVersion],
  );
  return rows.map(toEvent);
};

/** Events after `after` in delivery order, never past a transaction still open (it may commit a lower position). */
export const readAll = async (db: SqlClient, after: Checkpoint, limit: number): Promise<ReadAllResult> => {
  const { rows } = await db.query<EventRow>(
    `select ${COLUMNS} from events
      where (transaction_id, position) > ($1::text::xid8, $2::bigint) and ${VISIBLE}
      order by transaction_id, position limit $3`,
    [String(after.txId), after.position, limit],
  );
  const events = rows.map(toEvent);
  if (events.length > 0 || db.kind !== 'postgres')
    return { events, checkpoint: events.at(-1)?.checkpoint ?? after };
  // On a server, an open transaction (often a projection's batch) can hide committed events.
  const held = await db.query<{ held: boolean }>(
    `select exists (select 1 from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
       and (transaction_id, position) > ($1::text::xid8, $2::bigint)) as held`,
    [String(after.txId), after.position],
  );
  return { events, checkpoint: after, heldBack: held.rows[0]?.held === true };
};

/**
 * The events of `only.types` after `after`, in delivery order. The visible head is read first:
 * every event at or below it belongs to a finished transaction, so none can still appear there.
 * When fewer than `limit` come back, all of it was read, and the checkpoint moves to the head, past
 * the events left out. The database skips them: they are neither sent nor opened.
 */
export const readAllOf = async (
  db: SqlClient,
  after: Checkpoint,
  limit: number,
  only: ReadFilter,
): Promise<ReadAllResult> => {
  const upTo = await head(db);
  if (compareCheckpoints(upTo, after) <= 0) return readAll(db, after, limit);
  const { rows } = await db.query<EventRow>(
    `select ${COLUMNS} from events
      where (transaction_id, position) > ($1::text::xid8, $2::bigint)
        and (transaction_id, position) <= ($3::text::xid8, $4::bigint) and type = any($5::text[])
      order by transaction_id, position limit $6`,
    [String(after.txId), after.position, String(upTo.txId), upTo.position, only.types, limit],
  );
  const events = rows.map(toEvent);
  return { events, checkpoint: events.length === limit ? events.at(-1)!.checkpoint : upTo };
};

/** The delivery-order checkpoint of the newest event that readers can see. */
export const head = async (db: SqlExecutor): Promise<Checkpoint> => {
  const { rows } = await db.query<{ tx: string; position: number | string }>(
    `select transaction_id::text as tx, position from events where ${VISIBLE}
      order by transaction_id desc, position desc limit 1`,
  );
  return toCheckpoint(rows[0]);
};

/** The checkpoint of the newest event at or below `position`. */
export const checkpointAt = async (db: SqlExecutor, position: number): Promise<Checkpoint> => {
  const { rows } = await db.query<{ tx: string; position: number | string }>(
    `select transaction_id::text as tx, position from events where position <= $1 order by position desc limit 1`,
    [position],
  );
  return toCheckpoint(rows[0]);
};

export const countAfter = async (db: SqlExecutor, after: Checkpoint, only?: ReadFilter): Promise<number> => {
  const { rows } = await db.query<{ n: number | string }>(
    `select count(*) as n from events where (transaction_id, position) > ($1::text::xid8, $2::bigint)` +
      (only ? ` and type = any($3::text[])` : ''),
    only ? [String(after.txId), after.position, only.types] : [String(after.txId), after.position],
  );
  return Number(rows[0]?.n ?? 0);
};

/**
 * The events after `after` up to and including `upTo` in delivery order, as an SQL query a
 * set-based replay can select from (`$1`..`$4` are its parameters; add none of your own). Columns:
 * position, tx, event_id, stream_id, version, type, data, metadata, recorded_at, and `txid` (the
 * transaction id as stored, so that paging in delivery order can use the events' index).
 */
export interface EventRange {
  text: string;
  params: unknown[];
  /** The bounds it was made of (see `eventRange`). */
  after: Checkpoint;
  upTo: Checkpoint;
  positions?: { above: number; upTo: number };
}

export const eventRange = (
  after: Checkpoint,
  upTo: Checkpoint,
  /** Narrower: only positions in (above, upToPosition] (a chunk of a large range). */
  positions?: { above: number; upTo: number },
): EventRange => ({
  text: `select ${COLUMNS}, transaction_id as txid from events
    where (transaction_id, position) > ($1::text::xid8, $2::bigint)
      and (transaction_id, position) <= ($3::text::xid8, $4::bigint)${
        positions
          ? ` and position > ${Math.trunc(positions.above)} and position <= ${Math.trunc(positions.upTo)}`
          : ''
      }`,
  params: [String(after.txId), after.position, String(upTo.txId), upTo.position],
  after,
  upTo,
  ...(positions ? { positions } : {}),
});

/** The highest position in the store (0 when empty), visible or not. */
export const maxPosition = async (db: SqlExecutor): Promise<number> => {
  const { rows } = await db.query<{ p: number | string | null }>('select max(position) as p from events');
  return Number(rows[0]?.p ?? 0);
};

/**
 * A page of the events of `range` that pass `condition` (SQL over the range's columns), in
 * delivery order, after `from`: the events a set-based replay leaves to the projection's `apply`.
 * The page's range starts at `from` itself: given two lower bounds of row form, PostgreSQL starts
 * the index scan at the first and filters by the second, so each page re-read the range from its
 * start (35 ms for a page near the end of 967,000 events, 3 ms from `from`).
 */
export const readRangePage = async (
  db: SqlExecutor,
  range: EventRange,
  condition: string,
  from: Checkpoint,
  limit: number,
): Promise<StoredEvent[]> => {
  const after = compareCheckpoints(from, range.after) > 0 ? from : range.after;
  const page = eventRange(after, range.upTo, range.positions);
  const { rows } = await db.query<EventRow>(
    `select * from (${page.text}) e where (${condition}) order by e.txid, e.position limit $5`,
    [...page.params, limit],
  );
  return rows.map(toEvent);
};

/**
 * The events of `range` that pass `condition`, in the order `orderBy` gives (SQL over the range's
 * columns), a page of `size` at a time. One cursor sorts only the events' positions (a narrow
 * sort, held in memory where a sort of whole rows would spill); each page's rows are then read by
 * position. Inside the caller's transaction (a cursor lives in one).
 */
export async function* rangePagesInOrder(
  tx: SqlExecutor,
  range: EventRange,
  condition: string,
  orderBy: string,
  size: number,
): AsyncGenerator<StoredEvent[]> {
  const cursor = 'range_pages_in_order';
  await tx.query(
    `declare ${cursor} no scroll cursor for
       select e.position from (${range.text}) e where (${condition}) order by ${orderBy}`,
    range.params,
  );
  try {
    for (;;) {
      const page = await tx.query<{ position: number | string }>(
        `fetch forward ${Math.trunc(size)} from ${cursor}`,
      );
      if (page.rows.length === 0) return;
      const positions = page.rows.map((row) => Number(row.position));
      const { rows } = await tx.query<EventRow>(
        `select ${COLUMNS} from events where position = any($1::bigint[])`,
        [positions],
      );
      const byPosition = new Map(rows.map((row) => [Number(row.position), row]));
      yield positions.map((position) => toEvent(byPosition.get(position)!));
    }
  } finally {
    await tx.exec(`close ${cursor}`);
  }
}
