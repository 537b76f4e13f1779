import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import {
  checkAppendMany,
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
} from '../port.js';
import { appendManyToKurrentDb } from './kurrentdb-append-many.js';
import { appendToKurrentDb } from './kurrentdb-append.js';
import { KurrentDbNewEventsSignal } from './kurrentdb-new-events-signal.js';
import {
  checkpointAt,
  countAfter,
  head,
  readAll,
  readLatest,
  readStream,
  streamVersion,
} from './kurrentdb-reads.js';

/**
 * The event store on KurrentDB (`KURRENTDB_URL`), split by job like the SQL one: the append and its
 * idempotent retry (kurrentdb-append.ts), the reads (kurrentdb-reads.ts) and the wake-up of readers
 * (kurrentdb-new-events-signal.ts). Streams map one to one; versions are revisions + 1; `readAll`
 * reads `$all` without system events. Positions: see positions.ts.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly signal: KurrentDbNewEventsSignal;

  constructor(private readonly client: KurrentDBClient) {
    this.signal = new KurrentDbNewEventsSignal(client);
  }

  static fromConnectionString(url: string): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(url));
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    { expectedVersion }: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    const result = await appendToKurrentDb(this.client, streamId, events, expectedVersion);
    this.signal.appended();
    return result;
  }

  async appendMany(streams: readonly StreamAppend[]): Promise<AppendManyResult> {
    checkAppendMany(streams);
    const result = await appendManyToKurrentDb(this.client, streams);
    this.signal.appended();
    return result;
  }

  readStream(streamId: string, fromVersion = 1): Promise<StoredEvent[]> {
    return readStream(this.client, streamId, fromVersion);
  }

  streamVersion(streamId: string): Promise<number> {
    return streamVersion(this.client, streamId);
  }

  readAll(after: Checkpoint, limit: number): Promise<ReadAllResult> {
    return readAll(this.client, after, limit);
  }

  head(): Promise<Checkpoint> {
    return head(this.client);
  }

  checkpointAt(position: number): Promise<Checkpoint> {
    return checkpointAt(this.client, position);
  }

  /** The newest events, newest first (the admin dashboard's latest events; see latest-events.ts). */
  readLatest(limit: number): Promise<StoredEvent[]> {
    return readLatest(this.client, limit);
  }

  countAfter(after: Checkpoint, only?: ReadFilter): Promise<number> {
    return countAfter(this.client, after, only);
  }

  waitForEvents(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return this.signal.wait(timeoutMs, signal);
  }

  async close(): Promise<void> {
    await this.signal.close();
    await this.client.dispose();
  }
}
