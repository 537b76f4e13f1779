import { type BenchBackend, withDatabase } from './backends.js';
import { type LoadResult, runLoad } from './measure.js';

/**
 * pgbench's script without pgbench: `clients` callers insert one row each, back to back, each
 * insert its own transaction, on a fresh table. For PGlite, which pgbench cannot reach: the
 * baseline its appends are divided by.
 */
export const benchOneRowInserts = (
  backend: BenchBackend,
  clients: number,
  timing: { warmupMs: number; durationMs: number },
): Promise<LoadResult> =>
  withDatabase(backend, async (db) => {
    await db.exec('create table bench_rows (id bigserial primary key, v integer not null)');
    return runLoad(clients, timing, async () => {
      await db.query('insert into bench_rows(v) values (1)');
    });
  });
