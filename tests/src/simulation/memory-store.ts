import {
  compareCheckpoints,
  ConcurrencyError,
  START,
  type AppendManyResult,
  type AppendResult,
  type Checkpoint,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type StoredEvent,
  type StreamAppend,
} from '@academy/platform';

/**
 * An event store in memory for the simulation: one position per event in append order (which is
 * also delivery order), versions per stream, expected versions checked, and an event id appended
 * twice answered with its first result (as the real stores do for a retried command).
 */
export class MemoryEventStore implements EventStore {
  readonly events: StoredEvent[] = [];

  constructor(initial: readonly StoredEvent[] = []) {
    for (const event of initial) this.events.push(event);
  }

  append(
    streamId: string,
    events: readonly EventToAppend[],
    { expectedVersion }: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    const known = this.events.find((e) => e.eventId === events[0]?.eventId);
    if (known) return Promise.resolve({ nextVersion: known.version, position: known.position });
    const actual = this.versionOf(streamId);
    const expected = expectedVersion === 'no-stream' ? 0 : expectedVersion;
    if (expected !== 'any' && expected !== actual)
      return Promise.reject(new ConcurrencyError(streamId, expectedVersion, actual));
    let version = actual;
    for (const event of events) {
      const position = this.events.length + 1;
      this.events.push({
        ...event,
        streamId,
        version: ++version,
        position,
        recordedAt: event.metadata.timestamp,
        checkpoint: { txId: 1, position },
      });
    }
    return Promise.resolve({ nextVersion: version, position: this.events.length });
  }

  /** Every stream's expected version checked first, then all written (or nothing). */
  async appendMany(streams: readonly StreamAppend[]): Promise<AppendManyResult> {
    const fresh = streams.filter((s) => !this.events.some((e) => e.eventId === s.events[0]?.eventId));
    for (const { streamId, expectedVersion } of fresh) {
      const actual = this.versionOf(streamId);
      const expected = expectedVersion === 'no-stream' ? 0 : expectedVersion;
      if (expected !== 'any' && expected !== actual)
        throw new ConcurrencyError(streamId, expectedVersion, actual);
    }
    const answers = [];
    for (const { streamId, events, expectedVersion } of streams)
      answers.push({ streamId, ...(await this.append(streamId, events, { expectedVersion })) });
    return { streams: answers, position: Math.max(...answers.map((a) => a.position)) };
  }

  private versionOf(streamId: string): number {
    return this.events.filter((e) => e.streamId === streamId).length;
  }

  readStream(streamId: string, fromVersion = 1): Promise<StoredEvent[]> {
    return Promise.resolve(this.events.filter((e) => e.streamId === streamId && e.version >= fromVersion));
  }

  streamVersion(streamId: string): Promise<number> {
    return Promise.resolve(this.versionOf(streamId));
  }

  readAll(after: Checkpoint, limit: number) {
    const events = this.events.filter((e) => compareCheckpoints(e.checkpoint, after) > 0).slice(0, limit);
    return Promise.resolve({ events, checkpoint: events.at(-1)?.checkpoint ?? after });
  }

  head(): Promise<Checkpoint> {
    return Promise.resolve(this.events.at(-1)?.checkpoint ?? START);
  }

  checkpointAt(position: number): Promise<Checkpoint> {
    return Promise.resolve(this.events.filter((e) => e.position <= position).at(-1)?.checkpoint ?? START);
  }

  countAfter(after: Checkpoint): Promise<number> {
    return Promise.resolve(this.events.filter((e) => compareCheckpoints(e.checkpoint, after) > 0).length);
  }

  waitForEvents(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
