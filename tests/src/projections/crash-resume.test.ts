import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { migrate, openPglite, openPostgres, SqlEventStore, type SqlClient } from '@academy/platform';
import { describeWhenSet } from '../support/needs.js';
import { createTestDatabase } from '../support/postgres.js';
import { profileRows } from '../support/replay-cases.js';
import { crashMigrations, seedCrashEvents } from './fixtures/crash-projections.js';

const EVENTS = 600;
const BATCH = 30;
const KILL_AT = 5; // the tally's fifth batch: four are committed, the sixth is open when the process dies

// Built by `npm test` (or `npx tsc -b tests`) from ./fixtures/run-projections.ts.
const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/projections/fixtures/run-projections.js',
);

interface ChildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  lines: string[];
  stderr: string;
}

/** Runs the projection process until it reports `caught-up` and exits, or until SIGKILL after the line `killAfter`. */
const runProjections = (
  target: string,
  options: { slowMs?: number; killAfter?: string } = {},
): Promise<ChildRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        CRASH_DB: target,
        SLOW_MS: String(options.slowMs ?? 0),
        BATCH_SIZE: String(BATCH),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let stderr = '';
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      if (line === options.killAfter) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, lines, stderr }));
  });

interface Place {
  target: string;
  open(): Promise<SqlClient>;
  drop(): Promise<void>;
}

/** Two places holding the same events: one to crash, one to run without interruption. */
type SeededPair = () => Promise<[Place, Place]>;

const pglitePlace = async (): Promise<Place> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-crash-'));
  const target = path.join(dir, 'pglite');
  return { target, open: () => openPglite(target), drop: () => rm(dir, { recursive: true, force: true }) };
};

// A new PGlite folder costs an initdb (seconds); seed one and copy it.
const pglitePair: SeededPair = async () => {
  const [crashed, clean] = [await pglitePlace(), await pglitePlace()];
  await seed(crashed);
  await cp(crashed.target, clean.target, { recursive: true });
  return [crashed, clean];
};

const postgresPair: SeededPair = async () => {
  const place = async (): Promise<Place> => {
    const database = await createTestDatabase();
    return { target: database.url, open: () => openPostgres(database.url, 4), drop: () => database.drop() };
  };
  const pair: [Place, Place] = [await place(), await place()];
  await Promise.all(pair.map(seed));
  return pair;
};

const withDb = async <T>(place: Place, fn: (db: SqlClient) => Promise<T>): Promise<T> => {
  const db = await place.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
};

const seed = (place: Place) =>
  withDb(place, async (db) => {
    await migrate(db, crashMigrations);
    await seedCrashEvents(new SqlEventStore(db), EVENTS);
  });

/** Every row the projections wrote (through the views queries read) and where each projection stands. */
const readModels = (place: Place) =>
  withDb(place, async (db) => ({
    // The Registry's read model: the profiles and their search rows.
    ...(await profileRows(db)),
    tallyEvents: (
      await db.query('select seq, event_id, stream_id, version, type from tally_events order by seq')
    ).rows,
    tallyStreams: (
      await db.query('select stream_id, events, last_version from tally_streams order by stream_id')
    ).rows,
    checkpoints: (
      await db.query<{ name: string; generation: number; position: string | number }>(
        'select name, generation, position, active from projection_checkpoints order by name, generation',
      )
    ).rows.map((r) => ({ ...r, position: Number(r.position) })),
  }));

const crashResume = (seededPair: SeededPair) => {
  it('when the projection process is killed in the middle of a batch and started again, then the read models equal those of an uninterrupted run, row by row', async () => {
    expect(existsSync(script)).toBe(true); // if not: build the tests workspace first (`npx tsc -b tests`)
    const [crashed, clean] = await seededPair();
    try {
      const uninterrupted = await runProjections(clean.target);
      expect(uninterrupted.code).toBe(0);
      expect(uninterrupted.stderr).not.toMatch(/error/i); // the one invalid event is skipped with a warning, nothing else
      expect(uninterrupted.lines.at(-1)).toBe('caught-up');

      const killed = await runProjections(crashed.target, {
        slowMs: 250,
        killAfter: `applied tally ${KILL_AT}`,
      });
      expect(killed.signal).toBe('SIGKILL');
      expect(killed.lines).not.toContain('caught-up');

      // The batch in hand was lost whole: the tally holds exactly the batches before it, and its checkpoint agrees.
      const afterKill = await readModels(crashed);
      expect(afterKill.tallyEvents).toHaveLength((KILL_AT - 1) * BATCH);
      expect(afterKill.checkpoints.find((c) => c.name === 'tally')?.position).toBe((KILL_AT - 1) * BATCH);

      const resumed = await runProjections(crashed.target);
      expect(resumed.code).toBe(0);
      expect(resumed.stderr).not.toMatch(/error/i);
      expect(resumed.lines.at(-1)).toBe('caught-up');

      const expected = await readModels(clean);
      expect(expected.tallyEvents).toHaveLength(EVENTS);
      expect(expected.checkpoints.map((c) => c.position)).toEqual([EVENTS, EVENTS]);
      expect(await readModels(crashed)).toEqual(expected);
    } finally {
      await crashed.drop();
      await clean.drop();
    }
  }, 180_000);
};

describe('projections crash and resume on PGlite (on disk)', () => crashResume(pglitePair));

describeWhenSet('DATABASE_URL', 'projections crash and resume on a PostgreSQL server', () =>
  crashResume(postgresPair),
);
