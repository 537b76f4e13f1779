import { type EventMetadata, type NewEvent, type RecordedEvent } from '@academy/domain';

/** Where a reader stands in the store's delivery order: (transaction id, position). */
export interface Checkpoint {
  txId: number;
  position: number;
}

export const START: Checkpoint = { txId: 0, position: 0 };

export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number =>
  a.txId !== b.txId ? a.txId - b.txId : a.position - b.position;

/** `no-stream`: the stream must not exist; a number: its current version; `any`: no check. */
export type ExpectedVersion = number | 'no-stream' | 'any';

export interface EventToAppend extends NewEvent {
  /** Derived from the command's idempotency key when it has one, so a retry appends nothing. */
  eventId: string;
  metadata: EventMetadata;
}

export interface AppendResult {
  nextVersion: number;
  position: number;
}

/** One stream's part of an atomic `appendMany`. */
export interface StreamAppend {
  streamId: string;
  events: readonly EventToAppend[];
  expectedVersion: ExpectedVersion;
}

export interface AppendManyResult {
  /** Each stream's answer, in the order asked. */
  streams: (AppendResult & { streamId: string })[];
  /** The position of the last event written (the highest of the streams'). */
  position: number;
}

/** Refuses a request the port does not allow: no stream, a stream twice, or a stream without events. */
export const checkAppendMany = (streams: readonly StreamAppend[]): void => {
  if (streams.length === 0) throw new Error('appendMany needs at least one stream');
  const ids = new Set(streams.map((s) => s.streamId));
  if (ids.size !== streams.length) throw new Error('appendMany names a stream twice');
  if (streams.some((s) => s.events.length === 0)) throw new Error('appendMany needs events for every stream');
};

export interface StoredEvent extends RecordedEvent {
  checkpoint: Checkpoint;
}

/**
 * The events a reader needs (a replay: the types its read model handles). A hint: a store may
 * leave out events of other types (and then need not read or open them), or answer them anyway.
 */
export interface ReadFilter {
  types: readonly string[];
}

export interface ReadAllResult {
  events: StoredEvent[];
  /**
   * The checkpoint of the last event read, or the one given when nothing was read. Read with a
   * `ReadFilter`, it may lie past the last event answered: the events left out up to it.
   */
  checkpoint: Checkpoint;
  /**
   * Nothing was readable, but events exist past the visible horizon (a transaction still open
   * holds them back): read again soon rather than waiting for the next append.
   */
  heldBack?: boolean;
}

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'ConcurrencyError';
  }
}

export interface EventStore {
  append(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult>;
  /**
   * Several streams in one atomic write (one transaction in SQL; KurrentDB's multi-stream append):
   * every stream's expected version is checked, and any mismatch is a ConcurrencyError with nothing
   * written. Each stream appears once and carries at least one event. The same events appended
   * again (a retried command: every stream's last event already there) answer the first result.
   */
  appendMany(streams: readonly StreamAppend[]): Promise<AppendManyResult>;
  /** The stream's events in version order, from `fromVersion` (1-based) on. */
  readStream(streamId: string, fromVersion?: number): Promise<StoredEvent[]>;
  streamVersion(streamId: string): Promise<number>;
  /** Events after `after` in delivery order; never skips one that commits later. */
  readAll(after: Checkpoint, limit: number, only?: ReadFilter): Promise<ReadAllResult>;
  /** The delivery-order checkpoint of the newest event that readers can see. */
  head(): Promise<Checkpoint>;
  /** The checkpoint of the newest event at or below `position` (the head when beyond it). */
  checkpointAt(position: number): Promise<Checkpoint>;
  /** Number of events after `after` (for progress bars): of the types in `only`, if the store filters. */
  countAfter(after: Checkpoint, only?: ReadFilter): Promise<number>;
  /** Resolves when new events may be readable, or after `timeoutMs` (catch-up.ts loops over readAll and this). */
  waitForEvents(timeoutMs: number, signal?: AbortSignal): Promise<void>;
  /**
   * A count that grows whenever new events may have become readable (the signal behind
   * `waitForEvents`): two reads of the same checkpoint asked under the same count may share one
   * answer. Optional: a store without it never shares reads.
   */
  notifications?(): number;
  close(): Promise<void>;
}
