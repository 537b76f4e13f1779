import {
  ANY,
  BACKWARDS,
  END,
  excludeSystemEvents,
  KurrentDBClient,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamSubscription,
  type AppendStreamState,
  type CurrentStreamState,
} from '@kurrent/kurrentdb-client';
import { Wakeup } from '../wakeup.js';
import {
  compareCheckpoints,
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
} from '../port.js';
import { passedTarget, readPositionOf } from './positions.js';
import { collect, isUserEvent, orEmptyStream, toEventData, toStoredEvent } from './recorded-events.js';

const streamStateOf = (expected: ExpectedVersion): AppendStreamState =>
  expected === 'any' ? ANY : expected === 'no-stream' || expected === 0 ? NO_STREAM : BigInt(expected - 1);

const versionOfState = (state: CurrentStreamState): number => (state === NO_STREAM ? 0 : Number(state) + 1);

/**
 * The event store on KurrentDB (`KURRENTDB_URL`). Streams map one to one; versions are revisions
 * + 1; event ids are the ids the commands derive, so a retried append writes nothing and answers
 * what the first one answered. `readAll` reads `$all` without system events. Positions: see
 * positions.ts.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly wakeup = new Wakeup();
  private live: AllStreamSubscription | undefined;
  private closing = false;

  constructor(private readonly client: KurrentDBClient) {}

  static fromConnectionString(url: string): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(url));
  }

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    { expectedVersion }: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    let revision: bigint | undefined;
    try {
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        streamState: streamStateOf(expectedVersion),
      });
      revision = result.nextExpectedRevision;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // A retry whose events are already there (the stream has moved on since): the first answer.
      const earlier = await this.appendedBefore(streamId, events);
      if (earlier) return earlier;
      throw new ConcurrencyError(streamId, expectedVersion, versionOfState(error.actualState));
    }
    this.wakeup.notify();
    // The answer is the last event's version and position, read back (an idempotent repeat answers
    // the revision of the first write, so this is also what the first append answered).
    const written = await this.appendedBefore(streamId, events, revision);
    if (!written) throw new Error(`KurrentDB accepted an append to ${streamId} that cannot be read back`);
    return written;
  }

  /** Where the batch's last event sits, if it was appended: at `revision` when known, else searched. */
  private async appendedBefore(
    streamId: string,
    events: readonly EventToAppend[],
    revision?: bigint,
  ): Promise<AppendResult | undefined> {
    const lastId = events[events.length - 1]!.eventId;
    if (revision !== undefined) {
      const [at] = await orEmptyStream(
        collect(this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 })),
      );
      if (at?.eventId === lastId) return { nextVersion: at.version, position: at.position };
    }
    try {
      const backwards = this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END });
      for await (const resolved of backwards) {
        const event = toStoredEvent(resolved);
        if (event?.eventId === lastId) return { nextVersion: event.version, position: event.position };
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return undefined;
  }

  readStream(streamId: string, fromVersion = 1): Promise<StoredEvent[]> {
    const fromRevision = BigInt(Math.max(0, fromVersion - 1));
    return orEmptyStream(collect(this.client.readStream(streamId, { fromRevision })));
  }

  async streamVersion(streamId: string): Promise<number> {
    const [last] = await orEmptyStream(
      collect(this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })),
    );
    return last?.version ?? 0;
  }

  async readAll(after: Checkpoint, limit: number): Promise<ReadAllResult> {
    const events: StoredEvent[] = [];
    // One more than asked: a read from a position may include the event at that position.
    const read = this.client.readAll({
      fromPosition: readPositionOf(after),
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) {
      const event = toStoredEvent(resolved);
      if (!isUserEvent(event) || compareCheckpoints(event.checkpoint, after) <= 0) continue;
      events.push(event);
      if (events.length === limit) break;
    }
    return { events, checkpoint: events.at(-1)?.checkpoint ?? after };
  }

  async head(): Promise<Checkpoint> {
    const read = this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) {
      const event = toStoredEvent(resolved);
      if (isUserEvent(event)) return event.checkpoint;
    }
    return START;
  }

  async checkpointAt(position: number): Promise<Checkpoint> {
    const head = await this.head();
    const target = passedTarget(position);
    return compareCheckpoints(target, head) > 0 ? head : target;
  }

  async countAfter(after: Checkpoint): Promise<number> {
    let count = 0;
    const read = this.client.readAll({ fromPosition: readPositionOf(after), filter: excludeSystemEvents() });
    for await (const resolved of read) {
      const event = toStoredEvent(resolved);
      if (isUserEvent(event) && compareCheckpoints(event.checkpoint, after) > 0) count++;
    }
    return count;
  }

  /** A live `$all` subscription (system events filtered out on the server) wakes the waiters. */
  async waitForEvents(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (!this.live && !this.closing) {
      const live = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      live.on('data', () => this.wakeup.notify());
      live.on('error', () => {
        if (this.live === live) this.live = undefined; // the next wait subscribes again
        this.wakeup.notify();
      });
      this.live = live;
    }
    await this.wakeup.wait(timeoutMs, signal);
  }

  /** Leaves the port with the restructuring (one catch-up loop over readAll + waitForEvents). */
  subscribe(
    after: Checkpoint,
    handler: (batch: StoredEvent[], checkpoint: Checkpoint) => Promise<void>,
    { batchSize = 500 }: { batchSize?: number } = {},
  ): Subscription {
    const abort = new AbortController();
    const loop = async () => {
      let checkpoint = after;
      while (!abort.signal.aborted) {
        const { events, checkpoint: next } = await this.readAll(checkpoint, batchSize);
        if (events.length > 0) {
          await handler(events, next);
          checkpoint = next;
        } else await this.waitForEvents(1000, abort.signal);
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
    const live = this.live;
    this.live = undefined;
    await live?.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }
}
