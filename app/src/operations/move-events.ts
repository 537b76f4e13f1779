import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import readline from 'node:readline';
import {
  compareCheckpoints,
  START,
  type EventStore,
  type EventToAppend,
  type StoredEvent,
} from '@academy/platform';

/** One line of an export: an event as recorded (its position is the source store's, for reference). */
export interface ExportedEvent {
  eventId: string;
  streamId: string;
  version: number;
  position: number;
  type: string;
  data: unknown;
  metadata: StoredEvent['metadata'];
  recordedAt: string;
}

export type MoveProgress = (done: number, total: number) => void;

const BATCH = 500;

/** Writes the whole store as JSON Lines, in delivery order. Answers the number of events written. */
export const exportEvents = async (
  store: EventStore,
  file: string,
  progress: MoveProgress,
): Promise<number> => {
  const total = await store.countAfter(START);
  const out = createWriteStream(file, { encoding: 'utf8' });
  let checkpoint = START;
  let done = 0;
  try {
    for (;;) {
      const { events, checkpoint: next } = await store.readAll(checkpoint, BATCH);
      if (events.length === 0) break;
      for (const e of events) {
        const line: ExportedEvent = {
          eventId: e.eventId,
          streamId: e.streamId,
          version: e.version,
          position: e.position,
          type: e.type,
          data: e.data,
          metadata: e.metadata,
          recordedAt: e.recordedAt,
        };
        if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
      }
      done += events.length;
      progress(done, Math.max(total, done));
      checkpoint = next;
    }
  } finally {
    out.end();
    await once(out, 'finish');
  }
  return done;
};

const linesOf = (file: string) =>
  readline.createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });

const countLines = async (file: string): Promise<number> => {
  let n = 0;
  for await (const line of linesOf(file)) if (line.trim() !== '') n++;
  return n;
};

const parseLine = (line: string, at: number): ExportedEvent => {
  const e = JSON.parse(line) as Partial<ExportedEvent>;
  if (
    typeof e.eventId !== 'string' ||
    typeof e.streamId !== 'string' ||
    typeof e.version !== 'number' ||
    typeof e.type !== 'string' ||
    typeof e.metadata !== 'object'
  )
    throw new Error(`Line ${at} is not an exported event (eventId, streamId, version, type, data, metadata)`);
  return e as ExportedEvent;
};

/**
 * Appends an export into an empty store, stream by stream in the file's order: every event keeps
 * its id, stream, version, type, data and metadata (each append expects the version before it).
 * Answers the number of events imported.
 */
export const importEvents = async (
  store: EventStore,
  file: string,
  progress: MoveProgress,
): Promise<number> => {
  const head = await store.head();
  if (compareCheckpoints(head, START) !== 0) {
    const count = await store.countAfter(START);
    throw new Error(
      `The event store is not empty (${count} events): import-events only fills an empty store.`,
    );
  }
  const total = await countLines(file);
  let done = 0;
  let batch: ExportedEvent[] = [];
  const flush = async () => {
    const first = batch[0];
    if (!first) return;
    const events: EventToAppend[] = batch.map((e) => ({
      eventId: e.eventId,
      type: e.type,
      data: e.data,
      metadata: e.metadata,
    }));
    await store.append(first.streamId, events, {
      expectedVersion: first.version === 1 ? 'no-stream' : first.version - 1,
    });
    done += batch.length;
    progress(done, total);
    batch = [];
  };
  let at = 0;
  for await (const line of linesOf(file)) {
    at++;
    if (line.trim() === '') continue;
    const event = parseLine(line, at);
    const last = batch[batch.length - 1];
    if (
      last &&
      (last.streamId !== event.streamId || last.version + 1 !== event.version || batch.length >= BATCH)
    )
      await flush();
    batch.push(event);
  }
  await flush();
  return done;
};
