import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { openCore, replayTarget, type AcademyCore } from '@academy/app';
import { createLogger, loadConfig } from '@academy/platform';
import pg from 'pg';
import { forEachLimited } from '../bench/measure.js';
import { manyMembers, registeredEvent } from '../support/members.js';
import { describeWhenSet } from '../support/needs.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';
import { readModels } from '../support/read-models.js';
import { sleep } from './app-process.js';
import { RECOVERED } from './fault-drill.js';

jest.setTimeout(300_000);

const MEMBERS = 3000;

describeWhenSet('DATABASE_URL', 'chaos: the projection runner connections terminated mid-batch', () => {
  let database: TestDatabase;
  let dataDir: string;
  let core: AcademyCore;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-terminate-'));
    core = await openCore({
      // Small batches: the backlog takes many, so the termination lands in the middle of one.
      config: loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, PROJECTION_BATCH_SIZE: '20' }),
      logger: createLogger('info', (line) => void logs.push(line)),
    });
    await forEachLimited(manyMembers(MEMBERS), 8, async (member) => {
      await core.store.append(`user-${member.userID}`, [registeredEvent(member)], {
        expectedVersion: 'no-stream',
      });
    });
  });

  afterAll(async () => {
    await core?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when every connection of the database is terminated while the runner projects a backlog, then the runner logs the failure, retries, and its read models are complete and equal to a replay', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const failed = () => logs.filter((l) => l.includes('projection batch failed; retrying'));
    try {
      await core.runner.start();
      await core.runner.advanced.wait(60_000); // a first batch is in
      // pg_terminate_backend on the runner's connections until one dies under a batch (a few tries at most).
      for (let tries = 0; failed().length === 0 && tries < 50; tries++) {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [new URL(database.url).pathname.slice(1)],
        );
        await sleep(200);
      }
    } finally {
      await admin.end();
    }
    await core.runner.whenCaughtUp();
    await core.runner.stop();

    // "terminating connection due to administrator command", "Connection terminated unexpectedly", or
    // "Client has encountered a connection error and is not queryable" (a transaction's next query).
    expect(failed()[0]).toMatch(/terminat|connection error/i);
    expect(logs.some((l) => l.includes(RECOVERED))).toBe(true);
    const { rows } = await core.db.query<{ n: string | number }>('select count(*) as n from user_profiles');
    expect(Number(rows[0]!.n)).toBe(MEMBERS);
    const live = await readModels(core.db);
    await replayTarget(core, 'all', () => undefined);
    expect(await readModels(core.db)).toEqual(live);
  });
});
