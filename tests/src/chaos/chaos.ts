import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';
import { appProcess, sleep, type AppStorage } from './app-process.js';
import { allKept, checkStorage, type Findings } from './check.js';
import { grantThroughOperator } from './admin-load.js';
import { startLoad } from './load.js';
import { type Answered } from './answered.js';

export interface ChaosOptions {
  kills: number;
  /** On a fresh database of the PostgreSQL server DATABASE_URL names, instead of a PGlite folder. */
  postgres?: boolean;
  log?: (line: string) => void;
}

export interface ChaosReport extends Findings {
  kills: number;
  backend: 'pglite' | 'postgres';
  /** Commands the app answered with any status (those sent while it was down are not counted). */
  attempted: number;
  /** Sent again with the same Idempotency-Key after no answer, and answered; of them replayed, stuck. */
  retried: number;
  replayed: number;
  stuckKeys: number;
  /** Nothing promised lost, doubled or missing, no row without its event, replay equal. */
  ok: boolean;
  seconds: number;
}

const everyKindAnswered = ({ submissions, revisions, removals }: Answered): boolean =>
  submissions.length > 0 &&
  revisions.length > 0 &&
  removals.length > 0 &&
  [...submissions, ...revisions].some((command) => command.pdf !== undefined);

/**
 * Runs the built app on one data folder (the embedded PostgreSQL) or one database on a PostgreSQL server, signs
 * members up, submits and revises Journal publications (half with a PDF) and has an admin remove
 * and restore them while SIGKILLing it at random moments and restarting it on the same data,
 * then checks the data (check.ts).
 */
export const runChaos = async ({ kills, postgres = false, log = () => undefined }: ChaosOptions) => {
  const started = Date.now();
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-chaos-'));
  await chmod(root, 0o755); // as root, the embedded PostgreSQL runs as the user postgres, which must reach it
  let database: TestDatabase | undefined;
  try {
    if (postgres) database = await createTestDatabase();
    const storage: AppStorage = {
      dataDir: path.join(root, 'data'),
      ...(database ? { databaseUrl: database.url } : {}),
    };
    const app = await appProcess(storage, log);
    try {
      await app.start();
      const load = startLoad(app.base, log, 3, { grant: grantThroughOperator(storage.dataDir) });
      for (let k = 1; k <= kills; k++) {
        // Each life of the app answers at least one command (within 20 s), then dies at a random moment.
        const before = load.promised();
        for (let waited = 0; load.promised() === before && waited < 20_000; waited += 50) await sleep(50);
        await sleep(Math.random() * 1000);
        await app.kill();
        const { signUps, submissions, revisions, removals, restores } = load.answered;
        log(
          `kill ${k}/${kills}: answered 2xx so far: ${signUps.size} sign-ups, ` +
            `${submissions.length} submissions, ${revisions.length} revisions, ` +
            `${removals.length} removals, ${restores.length} restores`,
        );
        await app.start();
      }
      // The last life runs until every kind was answered 2xx at least once (up to a minute): the
      // lives before may have been too short, under a loaded machine, to get past signing up.
      for (let waited = 0; !everyKindAnswered(load.answered) && waited < 60_000; waited += 100)
        await sleep(100);
      const answered = await load.stop();
      await app.stopWhenReady();
      const findings = await checkStorage(storage, answered);
      const report: ChaosReport = {
        ...findings,
        kills,
        backend: postgres ? 'postgres' : 'pglite',
        attempted: answered.attempted,
        retried: answered.retried,
        replayed: answered.replayed,
        stuckKeys: answered.stuckKeys,
        ok: allKept(findings),
        seconds: Math.round((Date.now() - started) / 1000),
      };
      return report;
    } finally {
      app.dispose();
    }
  } finally {
    await database?.drop();
    await rm(root, { recursive: true, force: true });
  }
};
