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

export interface StoredEvent extends RecordedEvent {
  checkpoint: Checkpoint;
}

export interface ReadAllResult {
  events: StoredEvent[];
  /** The checkpoint of the last event read, or the one given when nothing was read. */
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
  /** The stream's events in version order, from `fromVersion` (1-based) on. */
  readStream(streamId: string, fromVersion?: number): Promise<StoredEvent[]>;
  streamVersion(streamId: string): Promise<number>;
  /** Events after `after` in delivery order; never skips one that commits later. */
  readAll(after: Checkpoint, limit: number): Promise<ReadAllResult>;
  /** The delivery-order checkpoint of the newest event that readers can see. */
  head(): Promise<Checkpoint>;
  /** The checkpoint of the newest event at or below `position` (the head when beyond it). */
  checkpointAt(position: number): Promise<Checkpoint>;
  /** Number of events after `after` (for progress bars). */
  countAfter(after: Checkpoint): Promise<number>;
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
