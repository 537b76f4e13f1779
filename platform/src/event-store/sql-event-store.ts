import { type SqlClient } from '../sql/sql-client.js';
import { NewEventsSignal } from './new-events-signal.js';
import {
  type AppendManyResult,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type ReadAllResult,
  type ReadFilter,
  type StoredEvent,
  type StreamAppend,
} from './port.js';
import { GroupCommit, type GroupCommitOptions } from './group-commit.js';
import { markStreamOfError } from './stream-of-error.js';
import {
  checkpointAt,
  countAfter,
  head,
  readAll,
  readAllOf,
  readStream,
  streamVersion,
} from './sql-reads.js';

/**
 * The event store on PostgreSQL, for PGlite and a server alike (the SQL is the same): the append
 * (sql-append.ts), the reads (sql-reads.ts) and the wake-up of readers (new-events-signal.ts).
 */
export class SqlEventStore implements EventStore {
  private readonly signal: NewEventsSignal;
  private readonly groupCommit: GroupCommit;

  constructor(
    private readonly db: SqlClient,
    options: { groupCommit?: Partial<GroupCommitOptions> } = {},
  ) {
    this.signal = new NewEventsSignal(db);
    // Concurrent appends share one statement and one commit (group-commit.ts). On a server two
    // groups run at once: one executes while the other commits and the next gathers. PGlite runs
    // one statement at a time: one group, as large as it comes.
    this.groupCommit = new GroupCommit(db, {
      maxInFlight: db.kind === 'postgres' ? 2 : 1,
      maxEvents: 2000,
      ...options.groupCommit,
    });
  }

  /** Whether the events live in `db` (a replay may then read them with set-based SQL). */
  sharesDatabase(db: SqlClient): boolean {
    return db === this.db;
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    { expectedVersion }: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    const { position, streams } = await this.groupCommit
      .append([{ streamId, events, expectedVersion }])
      .catch((error: unknown) => {
        throw markStreamOfError(error, streamId);
      });
    this.signal.appended();
    return { nextVersion: streams[0]!.nextVersion, position };
  }

  async appendMany(streams: readonly StreamAppend[]): Promise<AppendManyResult> {
    const result = await this.groupCommit.append(streams).catch((error: unknown) => {
      throw markStreamOfError(error, streams.map((s) => s.streamId).join(', '));
    });
    this.signal.appended();
    return result;
  }

  readStream(streamId: string, fromVersion = 1): Promise<StoredEvent[]> {
    return readStream(this.db, streamId, fromVersion);
  }

  streamVersion(streamId: string): Promise<number> {
    return streamVersion(this.db, streamId);
  }

  readAll(after: Checkpoint, limit: number, only?: ReadFilter): Promise<ReadAllResult> {
    return only ? readAllOf(this.db, after, limit, only) : readAll(this.db, after, limit);
  }

  head(): Promise<Checkpoint> {
    return head(this.db);
  }

  checkpointAt(position: number): Promise<Checkpoint> {
    return checkpointAt(this.db, position);
  }

  countAfter(after: Checkpoint, only?: ReadFilter): Promise<number> {
    return countAfter(this.db, after, only);
  }

  waitForEvents(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return this.signal.wait(timeoutMs, signal);
  }

  notifications(): number {
    return this.signal.notifications;
  }

  close(): Promise<void> {
    return this.signal.close();
  }
}
