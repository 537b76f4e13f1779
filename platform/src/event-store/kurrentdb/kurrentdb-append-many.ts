import {
  jsonEvent,
  UnsupportedError,
  WrongExpectedVersionError,
  type EventData,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { ConcurrencyError, type AppendManyResult, type EventToAppend, type StreamAppend } from '../port.js';
import { appendedBefore, streamStateOf, versionOfState } from './kurrentdb-append.js';

/**
 * Our event for the multi-stream append, whose metadata must be a flat object of strings (the
 * client refuses anything else): the null fields (no actor, no causation) are left out, and the
 * reader (recorded-events.ts) gives them back as null.
 */
export const toMultiEventData = (event: EventToAppend): EventData => {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.metadata)) {
    if (typeof value === 'string') metadata[key] = value;
  }
  return jsonEvent({
    id: event.eventId,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata,
  });
};

/** Every stream's last event, read back: the answer of a write that happened (now or before). */
const readBack = async (
  client: KurrentDBClient,
  streams: readonly StreamAppend[],
  revisions: ReadonlyMap<string, bigint> = new Map(),
): Promise<AppendManyResult | undefined> => {
  const answers: AppendManyResult['streams'] = [];
  for (const { streamId, events } of streams) {
    const written = await appendedBefore(client, streamId, events, revisions.get(streamId));
    if (!written) return undefined;
    answers.push({ streamId, ...written });
  }
  return { streams: answers, position: Math.max(...answers.map((a) => a.position)) };
};

/**
 * `appendMany` on KurrentDB: the server's atomic multi-stream append (KurrentDB 25.1 and later,
 * `multiStreamAppend` of @kurrent/kurrentdb-client), each stream with its expected revision; the
 * server writes all of them or none. A mismatch is a ConcurrencyError, unless every stream already
 * holds the request's last event (a retried command), which answers the first write. An older
 * server refuses the call: the error says which version is needed.
 */
export const appendManyToKurrentDb = async (
  client: KurrentDBClient,
  streams: readonly StreamAppend[],
): Promise<AppendManyResult> => {
  let revisions: Map<string, bigint>;
  try {
    const result = await client.multiStreamAppend(
      streams.map((s) => ({
        streamName: s.streamId,
        events: s.events.map(toMultiEventData),
        expectedState: streamStateOf(s.expectedVersion),
      })),
    );
    revisions = new Map(result.responses.map((r) => [r.streamName, r.revision]));
  } catch (error) {
    if (error instanceof UnsupportedError)
      throw new Error('appendMany needs KurrentDB 25.1 or newer (its multi-stream append)', { cause: error });
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    const earlier = await readBack(client, streams);
    if (earlier) return earlier;
    const stream = streams.find((s) => s.streamId === error.streamName) ?? streams[0]!;
    throw new ConcurrencyError(stream.streamId, stream.expectedVersion, versionOfState(error.actualState));
  }
  const written = await readBack(client, streams, revisions);
  if (!written) throw new Error('KurrentDB accepted a multi-stream append that cannot be read back');
  return written;
};
