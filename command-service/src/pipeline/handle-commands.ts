import { type Decider, type NewEvent } from '@academy/domain';
import { commandsTotal, ConcurrencyError, foldStream, type EventStore, type Folded } from '@academy/platform';
import { type CommandMeta } from './command-meta.js';
import { type StreamWrite } from './handle-command.js';
import { earlierWrite } from './earlier-write.js';

/** One stream's part of a command: its decider and command, decided on the stream's folded state. */
export interface StreamCommand {
  streamId: string;
  /** The command's type, for the metrics. */
  type: string;
  fold(store: EventStore): Promise<Folded<unknown>>;
  decide(state: unknown): NewEvent[];
  /** The stream already folded (see HandleOptions.from): the first attempt decides on it. */
  from?: Folded<unknown>;
  /** The meta its event ids derive from, when not the command's (`metaFor`: a second write on a stream). */
  meta?: CommandMeta;
}

/** `command` with its event ids derived from `meta` (see StreamCommand.meta). */
export const withMeta = (command: StreamCommand, meta: CommandMeta): StreamCommand => ({ ...command, meta });

/** `command` on `streamId` through `decider` (a new stream: `from` at version 0, nothing read). */
export const onStream = <C, E extends NewEvent, S>(
  streamId: string,
  decider: Decider<C, E, S>,
  command: C,
  from?: Folded<S>,
): StreamCommand => {
  const type = (command as { type?: unknown }).type;
  return {
    streamId,
    type: typeof type === 'string' ? type : 'unknown',
    fold: (store) => foldStream(store, streamId, decider),
    decide: (state) => decider.decide(command, state as S),
    ...(from ? { from } : {}),
  };
};

/** A new stream's starting point: nothing to read (a retry with the same ids finds its events there). */
export const newStream = <S>(decider: { initialState(): S }): Folded<S> => ({
  state: decider.initialState(),
  version: 0,
  position: 0,
});

export interface StreamOutcome {
  streamId: string;
  /** What was decided (and appended) on the stream; empty when nothing changed there. */
  events: NewEvent[];
  nextVersion: number;
  /** The position of the stream's last event (appended, or already there). */
  position: number;
}

export interface ManyResult {
  streams: StreamOutcome[];
  /** The position of the command's last event (the highest of the streams'). */
  position: number;
  /** The last stream written (or, when nothing was, the last one read), for the answer's headers. */
  written: StreamWrite;
}

export interface HandleManyOptions {
  /** Decides again, on newly read streams, after this many concurrency conflicts (0: a 409). */
  retries?: number;
  /** Runs once everything is decided and something is to be written, before the append. */
  whenDecided?: () => Promise<void>;
}

const outcomeOf = (streams: StreamOutcome[]): ManyResult => {
  const last = streams.filter((s) => s.events.length > 0).at(-1) ?? streams.at(-1)!;
  return {
    streams,
    position: Math.max(0, ...streams.map((s) => s.position)),
    written: { streamId: last.streamId, version: last.nextVersion, position: last.position },
  };
};

/**
 * A command over several streams: every stream read and folded, every part decided (a refusal
 * throws before anything is written), then all the events in ONE atomic `appendMany`, each
 * stream with the version read as its expected one: all written, or none (a ConcurrencyError
 * naming the stream that moved). Event ids derive from the idempotency key per stream, as in
 * handleCommand, so a retry appends nothing twice; on a takeover, the streams that hold this
 * write's events answer it without deciding again. The answer names the last stream written.
 */
export const handleCommands = async (
  store: EventStore,
  commands: readonly StreamCommand[],
  meta: CommandMeta,
  { retries = 0, whenDecided }: HandleManyOptions = {},
): Promise<ManyResult> => {
  // Named by its last command, the one the write is for (the claims and reservations come first).
  const labels = { type: commands.at(-1)?.type ?? 'unknown' };
  try {
    const earlier = meta.takeover ? await earlierWrites(store, commands, meta) : undefined;
    if (earlier) {
      commandsTotal.inc({ ...labels, outcome: 'taken-over' });
      return earlier;
    }
    for (let attempt = 0; ; attempt++) {
      const folded = await Promise.all(
        commands.map((c) => (attempt === 0 && c.from ? c.from : c.fold(store))),
      );
      const decided = commands.map((c, i) => c.decide(folded[i]!.state));
      const writes = commands
        .map((c, i) => ({ c, events: decided[i]!, folded: folded[i]! }))
        .filter((w) => w.events.length > 0);
      if (writes.length === 0) {
        commandsTotal.inc({ ...labels, outcome: 'unchanged' });
        return outcomeOf(
          commands.map((c, i) => ({ streamId: c.streamId, events: [], ...versionOf(folded[i]!) })),
        );
      }
      if (attempt === 0) await whenDecided?.();
      try {
        const written = await store.appendMany(
          writes.map(({ c, events, folded: f }) => ({
            streamId: c.streamId,
            events: (c.meta ?? meta).toAppend(c.streamId, events),
            expectedVersion: f.version === 0 ? 'no-stream' : f.version,
          })),
        );
        commandsTotal.inc({ ...labels, outcome: 'appended' });
        return outcomeOf(
          written.streams.map((s, i) => ({
            streamId: s.streamId,
            events: writes[i]!.events,
            nextVersion: s.nextVersion,
            position: s.position,
          })),
        );
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= retries) throw error;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const outcome =
      error instanceof ConcurrencyError ? 'concurrency-conflict' : typeof code === 'string' ? code : 'error';
    commandsTotal.inc({ ...labels, outcome });
    throw error;
  }
};

const versionOf = (folded: Folded<unknown>) => ({ nextVersion: folded.version, position: folded.position });

/** On a takeover: what the first attempt wrote, when it wrote (all its streams went in together). */
const earlierWrites = async (
  store: EventStore,
  commands: readonly StreamCommand[],
  meta: CommandMeta,
): Promise<ManyResult | undefined> => {
  const found = await Promise.all(commands.map((c) => earlierWrite(store, c.streamId, c.meta ?? meta)));
  const streams = commands.flatMap((c, i) => {
    const write = found[i];
    return write ? [{ streamId: c.streamId, ...write }] : [];
  });
  return streams.length > 0 ? outcomeOf(streams) : undefined;
};
