import { sqlConstraint, sqlErrorCode, UNIQUE_VIOLATION, type SqlExecutor } from '../sql/sql-client.js';
import { ConcurrencyError, type AppendResult, type EventToAppend, type ExpectedVersion } from './port.js';
import { streamVersion } from './sql-reads.js';

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  sqlErrorCode(error) === UNIQUE_VIOLATION &&
  (sqlConstraint(error) === constraint || String((error as Error).message).includes(constraint));

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

/** A retried command: its events are already there, so answer what the first append answered. */
const appendedBefore = async (
  db: SqlExecutor,
  events: readonly EventToAppend[],
): Promise<AppendResult | undefined> => {
  const last = events[events.length - 1]!;
  const { rows } = await db.query<{ version: number; position: number | string }>(
    'select version, position from events where event_id = $1::uuid',
    [last.eventId],
  );
  const row = rows[0];
  return row ? { nextVersion: row.version, position: Number(row.position) } : undefined;
};

/**
 * Appends with the expected version. The same events appended again (their ids derive from the
 * command's idempotency key) answer the first result and write nothing; a version mismatch is a
 * ConcurrencyError; `any` numbers on and tries again when another append took its version.
 */
export const appendEvents = async (
  db: SqlExecutor,
  streamId: string,
  events: readonly EventToAppend[],
  expectedVersion: ExpectedVersion,
): Promise<AppendResult> => {
  if (events.length === 0) throw new Error('append needs at least one event');
  const { text, params, name } = appendStatement(streamId, events, expectedVersion);
  for (let attempt = 0; ; attempt++) {
    try {
      const { rows } = await db.query<{ position: number | string; version: number }>(text, params, {
        preparedName: name,
      });
      if (rows.length === 0) {
        // The stream is not yet at the expected version.
        const earlier = await appendedBefore(db, events);
        if (earlier) return earlier;
        throw new ConcurrencyError(streamId, expectedVersion, await streamVersion(db, streamId));
      }
      return {
        nextVersion: Math.max(...rows.map((r) => r.version)),
        position: Math.max(...rows.map((r) => Number(r.position))),
      };
    } catch (error) {
      const retried =
        isUniqueViolation(error, 'events_event_id_key') ||
        isUniqueViolation(error, 'events_stream_version_key');
      const earlier = retried ? await appendedBefore(db, events) : undefined;
      if (earlier) return earlier;
      if (isUniqueViolation(error, 'events_stream_version_key')) {
        if (expectedVersion === 'any' && attempt < 50) continue;
        throw new ConcurrencyError(streamId, expectedVersion, await streamVersion(db, streamId));
      }
      throw error;
    }
  }
};
