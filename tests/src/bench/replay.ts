import { allMigrations } from '@academy/app';
import {
  migrate,
  SealingEventStore,
  silentLogger,
  SqlEventStore,
  SqlKeyStore,
  START,
  type EventStore,
  type EventToAppend,
} from '@academy/platform';
import { replayProjection, type AnyProjection } from '@academy/projections';
import { type BenchBackend, withDatabase } from './backends.js';
import { emailClaimed, userRegistered } from './bench-events.js';
import { forEachLimited, note, now } from './measure.js';

/** One projection's replay over the written events, the swap included. */
export interface ProjectionReplay {
  projection: string;
  eventsPerSecond: number;
  seconds: number;
  /** Its set-based path ran (else batch by batch). */
  setBased: boolean;
}

/** The store alone reading (and, sealed, opening) every event in batches: no replay goes faster. */
export interface ReadFloor {
  events: number;
  eventsPerSecond: number;
  seconds: number;
}

export interface ReplayFigures {
  events: number;
  members: number;
  writeSeconds: number;
  /** When asked for: measured after the replays, over the same events, with their batch size. */
  readFloor?: ReadFloor;
  /** The projections replayed, in the order given. */
  projections: ProjectionReplay[];
}

const EVENTS_PER_APPEND = 500;

/** Every event read through `store` from the start, `batchSize` at a time, as a replay reads them. */
const measureReadFloor = async (store: EventStore, batchSize: number): Promise<ReadFloor> => {
  const started = now();
  let events = 0;
  for (let after = START; ;) {
    const read = await store.readAll(after, batchSize);
    if (read.events.length === 0) break;
    events += read.events.length;
    after = read.checkpoint;
  }
  const seconds = (now() - started) / 1000;
  return { events, eventsPerSecond: events / seconds, seconds };
};

/**
 * Writes `total` events through the store port (9 in 10 `UserRegistered`, the rest events no read
 * model handles), then replays each of `projections` from the start into a new generation, one
 * after the other, each timed from the call to its swap; with `readFloor`, then times the store
 * reading them all and nothing else.
 */
export const benchReplay = (
  backend: BenchBackend,
  total: number,
  batchSize: number,
  projections: readonly AnyProjection[],
  /** Through the sealing store, as the app's: personal parts sealed on append, opened on replay. */
  { sealed = false, readFloor = false }: { sealed?: boolean; readFloor?: boolean } = {},
): Promise<ReplayFigures> =>
  withDatabase(backend, async (db) => {
    await migrate(db, allMigrations);
    const store: EventStore = sealed
      ? new SealingEventStore(new SqlEventStore(db), new SqlKeyStore(db))
      : new SqlEventStore(db);
    try {
      const appends = Math.ceil(total / EVENTS_PER_APPEND);
      const writeStart = now();
      await forEachLimited(
        Array.from({ length: appends }, (_, i) => i),
        16,
        async (i) => {
          const count = Math.min(EVENTS_PER_APPEND, total - i * EVENTS_PER_APPEND);
          const events: EventToAppend[] = Array.from({ length: count }, (_, j) =>
            j % 10 === 9
              ? emailClaimed()
              : userRegistered({ firstName: `First${i}`, lastName: `Last${j}`, membershipTier: 'member' }),
          );
          await store.append(`bench-replay-${i}`, events, { expectedVersion: 'no-stream' });
        },
      );
      const writeSeconds = (now() - writeStart) / 1000;
      note(
        `${backend.name}: wrote ${total.toLocaleString('en-US')} events in ${writeSeconds.toFixed(1)} s; replaying`,
      );
      const replays: ProjectionReplay[] = [];
      for (const projection of projections) {
        const started = now();
        const result = await replayProjection(db, store, projection, { batchSize, logger: silentLogger });
        const seconds = (now() - started) / 1000;
        const figures = {
          projection: projection.name,
          eventsPerSecond: result.events / seconds,
          seconds,
          setBased: result.setBased,
        };
        note(
          `replay ${projection.name}: ${Math.round(figures.eventsPerSecond).toLocaleString('en-US')} events/s, ${seconds.toFixed(1)} s to the swap (${figures.setBased ? 'set-based' : 'batch by batch'})`,
        );
        replays.push(figures);
      }
      // After the replays, so that it runs as warm as they do (its first pass on a cold process reads slower).
      const floor = readFloor ? await measureReadFloor(store, batchSize) : undefined;
      if (floor)
        note(
          `read floor: ${Math.round(floor.eventsPerSecond).toLocaleString('en-US')} events/s (${floor.events.toLocaleString('en-US')} events read${sealed ? ' and opened' : ''} in ${floor.seconds.toFixed(1)} s)`,
        );
      // The members the Registry's read model holds once rebuilt.
      const profiles = projections.some((p) => p.name === 'profiles');
      const { rows } = profiles
        ? await db.query<{ n: number | string }>('select count(*) as n from user_profiles')
        : { rows: [] };
      const members = Number(rows[0]?.n ?? 0);
      return { events: total, members, writeSeconds, readFloor: floor, projections: replays };
    } finally {
      await store.close();
    }
  });
