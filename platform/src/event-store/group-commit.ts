import { type SqlClient } from '../sql/sql-client.js';
import { type AppendResult, type EventToAppend, type ExpectedVersion } from './port.js';
import { appendEvents } from './sql-append.js';

interface Pending {
  streamId: string;
  events: readonly EventToAppend[];
  expectedVersion: ExpectedVersion;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /** Group statements running at once (1 by default: the next group gathers while one commits; measured best with 16 writers). */
  maxInFlight: number;
  /** The most events one group statement carries. */
  maxEvents: number;
}

/**
 * All the appends of a group as one statement: one round trip, one transaction, one commit. Each
 * append keeps its own check: versions are gap-free, so "the stream is at its expected version" is
 * "its highest version is the expected one" (0: no stream), one backward probe of the
 * (stream_id, version) index per append; an append whose check fails inserts nothing while the
 * others go in. `any` (-1) numbers on from that highest version. Arrays as parameters keep the
 * text constant, so it is prepared once per connection (and on PGlite run in one exchange).
 */
const GROUP_APPEND = `
  with input as (
    select * from unnest($1::int[], $2::text[], $3::int[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::int[])
      as i(g, stream_id, expected, event_id, type, data, metadata, n)
  )
  insert into events (event_id, stream_id, version, type, data, metadata)
  select i.event_id, i.stream_id, s.current + i.n, i.type, i.data::jsonb, i.metadata::jsonb
    from input i
    cross join lateral (
      select coalesce((select e.version from events e where e.stream_id = i.stream_id order by e.version desc limit 1), 0) as current
    ) s
   where i.expected < 0 or s.current = i.expected
   order by i.g, i.n
  returning stream_id, version, position`;

const expectedCode = (expected: ExpectedVersion): number =>
  expected === 'any' ? -1 : expected === 'no-stream' ? 0 : expected;

/**
 * Group commit: appends that arrive while a statement is running wait for it, then go together in
 * the next one. Under load a commit carries many appends (the store exceeds one-row-per-transaction
 * rates); alone, an append goes at once. A group holds one append per stream (a second append to
 * the same stream waits for the next group, so its check sees the first). When the group statement
 * fails as a whole (a unique violation: another process appended, or a retried command's event
 * ids), or an append's check refused it, that append runs on its own through `appendEvents`, which
 * tells a retry (the first answer) from a conflict (ConcurrencyError): one failing append never
 * fails the others.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private inFlight = 0;
  /** Streams of the groups running: an append to one of them waits, so that its check sees the first. */
  private readonly busy = new Set<string>();

  constructor(
    private readonly db: SqlClient,
    private readonly options: GroupCommitOptions,
  ) {}

  append(
    streamId: string,
    events: readonly EventToAppend[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ streamId, events, expectedVersion, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const group = this.take();
      if (group.length === 0) return;
      this.inFlight++;
      for (const pending of group) this.busy.add(pending.streamId);
      void this.flush(group).finally(() => {
        for (const pending of group) this.busy.delete(pending.streamId);
        this.inFlight--;
        this.pump();
      });
    }
  }

  /** The next group: queued appends in order, one per stream none running, up to `maxEvents` events. */
  private take(): Pending[] {
    const group: Pending[] = [];
    const rest: Pending[] = [];
    const streams = new Set<string>(this.busy);
    let events = 0;
    for (const pending of this.queue) {
      const fits = group.length === 0 || events + pending.events.length <= this.options.maxEvents;
      if (fits && !streams.has(pending.streamId)) {
        group.push(pending);
        streams.add(pending.streamId);
        events += pending.events.length;
      } else rest.push(pending);
    }
    this.queue = rest;
    return group;
  }

  private async flush(group: Pending[]): Promise<void> {
    if (group.length === 1) return this.alone(group[0]!);
    let written: Map<string, AppendResult>;
    try {
      written = await this.appendGroup(group);
    } catch {
      // The statement wrote nothing: each append on its own says what happened to it.
      await Promise.all(group.map((pending) => this.alone(pending)));
      return;
    }
    await Promise.all(
      group.map((pending) => {
        const result = written.get(pending.streamId);
        return result ? pending.resolve(result) : this.alone(pending);
      }),
    );
  }

  private async alone(pending: Pending): Promise<void> {
    try {
      pending.resolve(await appendEvents(this.db, pending.streamId, pending.events, pending.expectedVersion));
    } catch (error) {
      pending.reject(error);
    }
  }

  private async appendGroup(group: Pending[]): Promise<Map<string, AppendResult>> {
    const columns: unknown[][] = [[], [], [], [], [], [], [], []];
    group.forEach((pending, g) => {
      const expected = expectedCode(pending.expectedVersion);
      pending.events.forEach((event, i) => {
        const row = [
          g,
          pending.streamId,
          expected,
          event.eventId,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          i + 1,
        ];
        row.forEach((value, c) => columns[c]!.push(value));
      });
    });
    const { rows } = await this.db.query<{ stream_id: string; version: number; position: number | string }>(
      GROUP_APPEND,
      columns,
      { preparedName: 'academy_append_group' },
    );
    const written = new Map<string, AppendResult>();
    for (const row of rows) {
      const seen = written.get(row.stream_id);
      const position = Number(row.position);
      written.set(row.stream_id, {
        nextVersion: Math.max(seen?.nextVersion ?? 0, row.version),
        position: Math.max(seen?.position ?? 0, position),
      });
    }
    return written;
  }
}
