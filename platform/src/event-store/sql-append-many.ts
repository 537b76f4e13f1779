import { sqlConstraint, sqlErrorCode, UNIQUE_VIOLATION, type SqlExecutor } from '../sql/sql-client.js';
import {
  ConcurrencyError,
  type AppendManyResult,
  type AppendResult,
  type ExpectedVersion,
  type StreamAppend,
} from './port.js';
import { streamVersion } from './sql-reads.js';

/**
 * Appends of several commands as one statement: one round trip, one transaction, one commit. Each
 * row carries its command (`g`); each stream keeps its own check: versions are gap-free, so "the
 * stream is at its expected version" is "its highest version is the expected one" (0: no stream),
 * one backward probe of the (stream_id, version) index per row (`offset 0` keeps the planner from
 * inlining that lateral, which made it probe twice: once for the check, once for the version). A
 * command goes in whole or not at all: when the check of any of its streams fails, none of its
 * rows is inserted, while the other commands' rows go in. `any` (-1) numbers on from the highest version. The rows go in the order
 * given (`with ordinality`), so positions follow the request.
 *
 * The whole group is one `jsonb` parameter, an array of rows with the events' data and metadata
 * inside as JSON (not strings of JSON): the client serialises it in one `JSON.stringify` and the
 * driver sends it as it is, with no array literal to build and escape per value; the server parses
 * it once. The text is constant, so it is prepared once per connection (and on PGlite run in one
 * exchange, the parameter written as a literal).
 */
const APPEND_COMMANDS = `
  with input as (
    select * from rows from (
      jsonb_to_recordset($1::jsonb) as (g int, s text, x int, i uuid, t text, d jsonb, m jsonb, n int)
    ) with ordinality as i(g, stream_id, expected, event_id, type, data, metadata, n, o)
  ),
  checked as (
    select i.*, s.current,
           bool_and(i.expected < 0 or s.current = i.expected) over (partition by i.g) as ok
      from input i
      cross join lateral (
        select coalesce((select e.version from events e where e.stream_id = i.stream_id order by e.version desc limit 1), 0) as current offset 0
      ) s
  )
  insert into events (event_id, stream_id, version, type, data, metadata)
  select c.event_id, c.stream_id, c.current + c.n, c.type, c.data, c.metadata
    from checked c
   where c.ok
   order by c.o
  returning stream_id, version, position`;

/** A row of the group's parameter: short keys, the columns of `jsonb_to_recordset` above. */
interface GroupRow {
  g: number;
  s: string;
  x: number;
  i: string;
  t: string;
  d: unknown;
  m: unknown;
  n: number;
}

const expectedCode = (expected: ExpectedVersion): number =>
  expected === 'any' ? -1 : expected === 'no-stream' ? 0 : expected;

/** A command's answer from what was written: each stream's last version and position, in its order. */
export const resultOf = (
  streams: readonly StreamAppend[],
  written: ReadonlyMap<string, AppendResult>,
): AppendManyResult | undefined => {
  const answers = streams.map((s) => {
    const result = written.get(s.streamId);
    return result && { streamId: s.streamId, ...result };
  });
  if (answers.some((a) => a === undefined)) return undefined;
  const all = answers as AppendManyResult['streams'];
  return { streams: all, position: Math.max(...all.map((a) => a.position)) };
};

/**
 * Runs the appends of `commands` in one statement; answers, per stream written, its highest
 * version and position. A command whose check failed has none of its streams in the answer.
 */
export const appendCommands = async (
  db: SqlExecutor,
  commands: readonly (readonly StreamAppend[])[],
): Promise<Map<string, AppendResult>> => {
  const group: GroupRow[] = [];
  commands.forEach((streams, g) => {
    for (const { streamId, events, expectedVersion } of streams) {
      const x = expectedCode(expectedVersion);
      for (let n = 0; n < events.length; n++) {
        const { eventId, type, data, metadata } = events[n]!;
        group.push({ g, s: streamId, x, i: eventId, t: type, d: data, m: metadata, n: n + 1 });
      }
    }
  });
  const { rows } = await db.query<{ stream_id: string; version: number; position: number | string }>(
    APPEND_COMMANDS,
    [JSON.stringify(group)],
    { preparedName: 'academy_append_group' },
  );
  const written = new Map<string, AppendResult>();
  for (const row of rows) {
    const seen = written.get(row.stream_id);
    written.set(row.stream_id, {
      nextVersion: Math.max(seen?.nextVersion ?? 0, row.version),
      position: Math.max(seen?.position ?? 0, Number(row.position)),
    });
  }
  return written;
};

/** A retried command: every stream's last event is there already; the answer the first write gave. */
const appendedBefore = async (
  db: SqlExecutor,
  streams: readonly StreamAppend[],
): Promise<AppendManyResult | undefined> => {
  const lastIds = streams.map((s) => s.events[s.events.length - 1]!.eventId);
  const { rows } = await db.query<{ stream_id: string; version: number; position: number | string }>(
    'select stream_id, version, position from events where event_id = any($1::uuid[])',
    [lastIds],
  );
  const written = new Map(
    rows.map((r) => [r.stream_id, { nextVersion: r.version, position: Number(r.position) }]),
  );
  return resultOf(streams, written);
};

const isUniqueViolation = (error: unknown): boolean => {
  if (sqlErrorCode(error) !== UNIQUE_VIOLATION) return false;
  const constraint = sqlConstraint(error) ?? String((error as Error).message);
  return constraint.includes('events_event_id_key') || constraint.includes('events_stream_version_key');
};

/** The first stream not at its expected version, as a ConcurrencyError (undefined: none is, now). */
const conflictOf = async (
  db: SqlExecutor,
  streams: readonly StreamAppend[],
): Promise<ConcurrencyError | undefined> => {
  for (const { streamId, expectedVersion } of streams) {
    if (expectedVersion === 'any') continue;
    const actual = await streamVersion(db, streamId);
    if (actual !== (expectedVersion === 'no-stream' ? 0 : expectedVersion))
      return new ConcurrencyError(streamId, expectedVersion, actual);
  }
  return undefined;
};

/**
 * One command's streams on their own, in one statement (so in one transaction): all written, or
 * nothing. A retried command answers its first result; a stream not at its expected version is a
 * ConcurrencyError; a version taken meanwhile by another writer (a unique violation) runs again,
 * and then either goes in or names the stream that moved.
 */
export const appendManyAlone = async (
  db: SqlExecutor,
  streams: readonly StreamAppend[],
): Promise<AppendManyResult> => {
  for (let attempt = 0; ; attempt++) {
    try {
      const written = await appendCommands(db, [streams]);
      const result = resultOf(streams, written);
      if (result) return result;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const earlier = await appendedBefore(db, streams);
      if (earlier) return earlier;
      if (String(sqlConstraint(error) ?? (error as Error).message).includes('events_event_id_key'))
        throw error;
      if (attempt < 50) continue;
      throw (await conflictOf(db, streams)) ?? error;
    }
    // A check refused the command: a retry (its events are there), or a stream moved on.
    const earlier = await appendedBefore(db, streams);
    if (earlier) return earlier;
    const conflict = await conflictOf(db, streams);
    if (conflict) throw conflict;
    if (attempt >= 50) throw new Error('appendMany: the streams kept moving');
  }
};
