import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendStreamState,
  type CurrentStreamState,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { ConcurrencyError, type AppendResult, type EventToAppend, type ExpectedVersion } from '../port.js';
import { collect, orEmptyStream, toEventData, toStoredEvent } from './recorded-events.js';

export const streamStateOf = (expected: ExpectedVersion): AppendStreamState =>
  expected === 'any' ? ANY : expected === 'no-stream' || expected === 0 ? NO_STREAM : BigInt(expected - 1);

export const versionOfState = (state: CurrentStreamState): number =>
  state === NO_STREAM ? 0 : Number(state) + 1;

/** Where the batch's last event sits, if it was appended: at `revision` when known, else searched. */
export const appendedBefore = async (
  client: KurrentDBClient,
  streamId: string,
  events: readonly EventToAppend[],
  revision?: bigint,
): Promise<AppendResult | undefined> => {
  const lastId = events[events.length - 1]!.eventId;
  if (revision !== undefined) {
    const [at] = await orEmptyStream(
      collect(client.readStream(streamId, { fromRevision: revision, maxCount: 1 })),
    );
    if (at?.eventId === lastId) return { nextVersion: at.version, position: at.position };
  }
  try {
    const backwards = client.readStream(streamId, { direction: BACKWARDS, fromRevision: END });
    for await (const resolved of backwards) {
      const event = toStoredEvent(resolved);
      if (event?.eventId === lastId) return { nextVersion: event.version, position: event.position };
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
  return undefined;
};

/**
 * The append on KurrentDB: expectedVersion becomes the expected revision (no stream, exact, any).
 * Event ids are the ids the commands derive, so a retry whose events are already there writes
 * nothing and answers what the first append answered, even after the stream moved on.
 */
export const appendToKurrentDb = async (
  client: KurrentDBClient,
  streamId: string,
  events: readonly EventToAppend[],
  expectedVersion: ExpectedVersion,
): Promise<AppendResult> => {
  if (events.length === 0) throw new Error('append needs at least one event');
  let revision: bigint | undefined;
  try {
    const result = await client.appendToStream(streamId, events.map(toEventData), {
      streamState: streamStateOf(expectedVersion),
    });
    revision = result.nextExpectedRevision;
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    // A retry whose events are already there (the stream has moved on since): the first answer.
    const earlier = await appendedBefore(client, streamId, events);
    if (earlier) return earlier;
    throw new ConcurrencyError(streamId, expectedVersion, versionOfState(error.actualState));
  }
  // The answer is the last event's version and position, read back (an idempotent repeat answers
  // the revision of the first write, so this is also what the first append answered).
  const written = await appendedBefore(client, streamId, events, revision);
  if (!written) throw new Error(`KurrentDB accepted an append to ${streamId} that cannot be read back`);
  return written;
};
