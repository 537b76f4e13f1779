import { type EventMetadata } from '@academy/domain';
import {
  sqlConstraint,
  sqlErrorCode,
  UNIQUE_VIOLATION,
  type SqlClient,
  type SqlExecutor,
} from '../sql/sql-client.js';
import { Wakeup } from './wakeup.js';
import {
  ConcurrencyError,
  START,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type ReadAllResult,
  type StoredEvent,
  type Subscription,
} from './port.js';
import { EVENTS_CHANNEL } from './schema.js';

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

/** How soon to read again when an open transaction holds committed events back. */
export const HELD_BACK_RETRY_MS = 10;

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

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  sqlErrorCode(error) === UNIQUE_VIOLATION &&
  (sqlConstraint(error) === constraint || String((error as Error).message).includes(constraint));

const versionOf = async (db: SqlExecutor, streamId: string): Promise<number> => {
  const { rows } = await db.query<{ v: number | string }>(
    'select coalesce(max(version), 0) as v from events where stream_id = $1',
    [streamId],
  );
  return Number(rows[0]?.v ?? 0);
};

/**
 * One append as one statement (one round trip, its own transaction). Versions are gap-free, so
 * "the stream is at N" is "version N exists" (N > 0) and the unique (stream_id, version) refuses a
 * stream already past N. `any` numbers on from the current maximum instead.
 */
const appendStatement = (
  streamId: string,
  events: readonly EventToAppend[],
  expectedVersion: ExpectedVersion,
) => {
  const params: unknown[] = [streamId];
  let base = '(select coalesce(max(version), 0) from events where stream_id = $1)';
  let check = '';
  if (expectedVersion !== 'any') {
    params.push(expectedVersion === 'no-stream' ? 0 : expectedVersion);
    base = '$2::int';
    if (expectedVersion !== 'no-stream' && expectedVersion > 0) {
      check = 'where exists (select 1 from events where stream_id = $1 and version = $2::int)';
    }
  }
  const values = events.map((event, i) => {
    params.push(event.eventId, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata));
    const b = params.length - 4;
    return `($${b + 1}::uuid, $${b + 2}, $${b + 3}::jsonb, $${b + 4}::jsonb, ${i + 1})`;
  });
  const text = `insert into events (event_id, stream_id, version, type, data, metadata)
    select e.event_id, $1, ${base} + e.n, e.type, e.data, e.metadata
      from (values ${values.join(', ')}) as e(event_id, type, data, metadata, n) ${check}
    returning position, version`;
  // The text depends only on the kind of check and the number of events: the server can keep its plan.
  const name = `academy_append_${expectedVersion === 'any' ? 'any' : check ? 'at' : 'new'}_${events.length}`;
  return { text, params, name };
};

/** Other processes hear of new events at most this much later (they also poll every second). */
const NOTIFY_GAP_MS = 5;

/** The event store on PostgreSQL, for PGlite and a server alike (the SQL is the same). */
export class SqlEventStore implements EventStore {
  private readonly wakeup = new Wakeup();
  private unlisten: (() => Promise<void>) | undefined;
  private listening: Promise<void> | undefined;
  private notifying: Promise<void> | undefined;
  private notifyPending = false;
  private lastNotifyAt = 0;
  private closing = false;

  constructor(private readonly db: SqlClient) {}

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    { expectedVersion }: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const { text, params, name } = appendStatement(streamId, events, expectedVersion);
    for (let attempt = 0; ; attempt++) {
      try {
        const { rows } = await this.db.query<{ position: number | string; version: number }>(text, params, {
          preparedName: name,
        });
        if (rows.length === 0) {
          // The stream is not yet at the expected version.
          const earlier = await this.appendedBefore(events);
          if (earlier) return earlier;
          throw new ConcurrencyError(streamId, expectedVersion, await versionOf(this.db, streamId));
        }
        this.wakeup.notify();
        if (this.db.kind === 'postgres') this.notifyOtherProcesses();
        return {
          nextVersion: Math.max(...rows.map((r) => r.version)),
          position: Math.max(...rows.map((r) => Number(r.position))),
        };
      } catch (error) {
        const retried =
          isUniqueViolation(error, 'events_event_id_key') ||
          isUniqueViolation(error, 'events_stream_version_key');
        const earlier = retried ? await this.appendedBefore(events) : undefined;
        if (earlier) return earlier;
        if (isUniqueViolation(error, 'events_stream_version_key')) {
          if (expectedVersion === 'any' && attempt < 50) continue;
          throw new ConcurrencyError(streamId, expectedVersion, await versionOf(this.db, streamId));
        }
        throw error;
      }
    }
  }

  /**
   * NOTIFY after the commit, not inside it: a NOTIFY in the appending transaction takes a lock
   * that serialises every commit. And at most one per NOTIFY_GAP_MS: each is a transaction of its
   * own. An append always has a NOTIFY that starts after its commit, at most that much later.
   */
  private notifyOtherProcesses(): void {
    this.notifyPending = true;
    if (this.notifying || this.closing) return;
    this.notifying = (async () => {
      while (this.notifyPending && !this.closing) {
        const wait = this.lastNotifyAt + NOTIFY_GAP_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        this.notifyPending = false;
        this.lastNotifyAt = Date.now();
        // A listener that misses it polls within a second.
        await this.db.query(`select pg_notify('${EVENTS_CHANNEL}', '')`).catch(() => undefined);
      }
      this.notifying = undefined;
    })();
  }

  /** A retried command: its events are already there, so answer what the first append answered. */
  private async appendedBefore(events: readonly EventToAppend[]): Promise<AppendResult | undefined> {
    const last = events[events.length - 1]!;
    const { rows } = await this.db.query<{ version: number; position: number | string }>(
      'select version, position from events where event_id = $1::uuid',
      [last.eventId],
    );
    const row = rows[0];
    return row ? { nextVersion: row.version, position: Number(row.position) } : undefined;
  }

  async readStream(streamId: string, fromVersion = 1): Promise<StoredEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `select ${COLUMNS} from events where stream_id = $1 and version >= $2 order by version`,
      [streamId, fromVersion],
    );
    return rows.map(toEvent);
  }

  streamVersion(streamId: string): Promise<number> {
    return versionOf(this.db, streamId);
  }

  async readAll(after: Checkpoint, limit: number): Promise<ReadAllResult> {
    const { rows } = await this.db.query<EventRow>(
      `select ${COLUMNS} from events
        where (transaction_id, position) > ($1::text::xid8, $2::bigint) and ${VISIBLE}
        order by transaction_id, position limit $3`,
      [String(after.txId), after.position, limit],
    );
    const events = rows.map(toEvent);
    if (events.length > 0 || this.db.kind !== 'postgres')
      return { events, checkpoint: events.at(-1)?.checkpoint ?? after };
    // On a server, an open transaction (often a projection's batch) can hide committed events.
    const held = await this.db.query<{ held: boolean }>(
      `select exists (select 1 from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
         and (transaction_id, position) > ($1::text::xid8, $2::bigint)) as held`,
      [String(after.txId), after.position],
    );
    return { events, checkpoint: after, heldBack: held.rows[0]?.held === true };
  }

  async head(): Promise<Checkpoint> {
    const { rows } = await this.db.query<{ tx: string; position: number | string }>(
      `select transaction_id::text as tx, position from events where ${VISIBLE}
        order by transaction_id desc, position desc limit 1`,
    );
    const row = rows[0];
    return row ? { txId: Number(row.tx), position: Number(row.position) } : START;
  }

  async checkpointAt(position: number): Promise<Checkpoint> {
    const { rows } = await this.db.query<{ tx: string; position: number | string }>(
      `select transaction_id::text as tx, position from events where position <= $1 order by position desc limit 1`,
      [position],
    );
    const row = rows[0];
    return row ? { txId: Number(row.tx), position: Number(row.position) } : START;
  }

  async countAfter(after: Checkpoint): Promise<number> {
    const { rows } = await this.db.query<{ n: number | string }>(
      `select count(*) as n from events where (transaction_id, position) > ($1::text::xid8, $2::bigint)`,
      [String(after.txId), after.position],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async waitForEvents(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.db.kind === 'postgres') await this.listenForOtherProcesses();
    await this.wakeup.wait(timeoutMs, signal);
  }

  private listenForOtherProcesses(): Promise<void> {
    this.listening ??= this.db
      .listen(EVENTS_CHANNEL, () => this.wakeup.notify())
      .then((unlisten) => {
        this.unlisten = unlisten;
      });
    return this.listening;
  }

  subscribe(
    after: Checkpoint,
    handler: (batch: StoredEvent[], checkpoint: Checkpoint) => Promise<void>,
    { batchSize = 500 }: { batchSize?: number } = {},
  ): Subscription {
    const abort = new AbortController();
    const loop = async () => {
      let checkpoint = after;
      while (!abort.signal.aborted) {
        const { events, checkpoint: next, heldBack } = await this.readAll(checkpoint, batchSize);
        if (events.length > 0) {
          await handler(events, next);
          checkpoint = next;
        } else {
          // Live: a local append or a NOTIFY wakes us; the timeout covers a missed signal.
          await this.waitForEvents(heldBack ? HELD_BACK_RETRY_MS : 1000, abort.signal);
        }
      }
    };
    const done = loop();
    return {
      done,
      async stop() {
        abort.abort();
        await done.catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    this.wakeup.notify();
    await this.notifying;
    await this.listening?.catch(() => undefined);
    await this.unlisten?.();
  }
}
