import { type Decider, type NewEvent } from '@academy/domain';
import { commandsTotal, ConcurrencyError, foldStream, type EventStore, type Folded } from '@academy/platform';
import { type CommandMeta } from './command-meta.js';
import { earlierWrite } from './earlier-write.js';

export interface HandleOptions<S> {
  /**
   * The stream already folded (the write side's cache, or a read the use case made): the first
   * attempt decides on it without reading again. A new stream: `{ state: initial, version: 0, position: 0 }`.
   */
  from?: Folded<S>;
  /**
   * How many times to read, fold and decide again after a concurrency conflict, for a command
   * whose decision may simply be taken again on the newer state. 0 (the default): 409.
   */
  retries?: number;
  /**
   * Called once the decider has decided something, just before the append (again before a retry's
   * append): what the events will name is put in place first (a PDF into the blob store).
   */
  beforeAppend?: () => Promise<void>;
}

/** What a command wrote (or found in effect): the stream, its version now, and the position of its last event. */
export interface StreamWrite {
  streamId: string;
  version: number;
  position: number;
}

export interface HandleResult<E> {
  /** What the decider decided (and was appended); empty when the change was already in effect. */
  events: E[];
  /** The position of the last event appended, or the stream's last one when nothing was. */
  position: number;
  nextVersion: number;
  /** The stream written, for the answer's headers (answerCommand). */
  written: StreamWrite;
}

/**
 * Every write: read the stream, fold it, decide, and append with the version read as the expected
 * one (`no-stream` for a stream that does not exist yet). When the decider decides nothing, nothing
 * is appended and the answer is the stream's current position and version. On a takeover (the
 * first attempt's process died), a stream that already holds this write's events answers that
 * write (its events, the position and version of its last) without deciding again.
 */
export const handleCommand = async <C, E extends NewEvent, S>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  command: C,
  meta: CommandMeta,
  options: HandleOptions<S> = {},
): Promise<HandleResult<E>> => {
  const type = (command as { type?: unknown }).type;
  const labels = { type: typeof type === 'string' ? type : 'unknown' };
  try {
    const earlier = meta.takeover ? await earlierWrite(store, streamId, meta) : undefined;
    if (earlier) {
      commandsTotal.inc({ ...labels, outcome: 'taken-over' });
      return { ...resultOf(streamId, earlier.nextVersion, earlier.position), events: earlier.events as E[] };
    }
    const result = await decideAndAppend(store, streamId, decider, command, meta, options);
    commandsTotal.inc({ ...labels, outcome: result.events.length > 0 ? 'appended' : 'unchanged' });
    return result;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const outcome =
      error instanceof ConcurrencyError ? 'concurrency-conflict' : typeof code === 'string' ? code : 'error';
    commandsTotal.inc({ ...labels, outcome });
    throw error;
  }
};

const resultOf = (streamId: string, version: number, position: number) => ({
  position,
  nextVersion: version,
  written: { streamId, version, position },
});

const decideAndAppend = async <C, E extends NewEvent, S>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  command: C,
  meta: CommandMeta,
  { from, retries = 0, beforeAppend }: HandleOptions<S>,
): Promise<HandleResult<E>> => {
  for (let attempt = 0; ; attempt++) {
    const folded = attempt === 0 && from ? from : await foldStream(store, streamId, decider);
    const events = decider.decide(command, folded.state);
    if (events.length === 0) return { ...resultOf(streamId, folded.version, folded.position), events };
    await beforeAppend?.();
    try {
      const { position, nextVersion } = await store.append(streamId, meta.toAppend(streamId, events), {
        expectedVersion: folded.version === 0 ? 'no-stream' : folded.version,
      });
      return { ...resultOf(streamId, nextVersion, position), events };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= retries) throw error;
    }
  }
};
