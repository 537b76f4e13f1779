import { eventStoreMigrations, migrate, SqlEventStore } from '@academy/platform';
import { type BenchBackend, withDatabase } from './backends.js';
import { userRegistered } from './bench-events.js';
import { type LoadResult, runLoad } from './measure.js';

export const WRITERS = 16;

/**
 * 16 writers append to the store, one event per append (one transaction each), each to its own
 * stream with the expected version, as commands do.
 */
export const benchAppends = (
  backend: BenchBackend,
  timing: { warmupMs: number; durationMs: number },
): Promise<LoadResult> =>
  withDatabase(backend, async (db) => {
    await migrate(db, eventStoreMigrations);
    const store = new SqlEventStore(db);
    const versions = new Array<number>(WRITERS).fill(0);
    try {
      return await runLoad(WRITERS, timing, async (writer) => {
        const streamId = `bench-${writer}`;
        const expectedVersion = versions[writer] === 0 ? 'no-stream' : versions[writer]!;
        const { nextVersion } = await store.append(
          streamId,
          [userRegistered({ firstName: 'Ada', lastName: 'Lovelace' })],
          {
            expectedVersion,
          },
        );
        versions[writer] = nextVersion;
      });
    } finally {
      await store.close();
    }
  });
