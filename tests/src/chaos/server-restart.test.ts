import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it, jest } from '@jest/globals';
import { describeWhenFound } from '../support/needs.js';
import { POSTGRES_BIN, startPrivatePostgres } from '../support/private-postgres.js';
import { appProcess, sleep, until, type AppStorage } from './app-process.js';
import { allKept, checkStorage } from './check.js';
import { startLoad } from './load.js';

jest.setTimeout(600_000);

const RECOVERED = 'projection batch applied again; recovered';

// A server of the test's own: the shared one (CI's, other suites') is never restarted.
describeWhenFound(
  path.join(POSTGRES_BIN, 'initdb'),
  'chaos: the PostgreSQL server crashes and restarts under the app',
  () => {
    it('when the server dies (immediate stop) under load and starts again, then the same app process answers 2xx again, logs the failures and the recovery, and nothing answered 2xx is lost', async () => {
      const server = await startPrivatePostgres();
      const root = await mkdtemp(path.join(os.tmpdir(), 'academy-pg-restart-'));
      const storage: AppStorage = { dataDir: path.join(root, 'data'), databaseUrl: server.url };
      const app = await appProcess(storage);
      try {
        await app.start();
        const load = startLoad(app.base);
        expect(await until(() => load.promised() >= 5, 60_000)).toBe(true);
        await server.crash();
        await sleep(2000); // commands meet a dead server for a while
        await server.start();
        const before = load.promised();
        const recovered = await until(() => load.promised() >= before + 5, 120_000);
        // The projections wait up to 5 s between tries: their next batch after the restart says so.
        const logged = await until(() => app.logs.some((l) => l.includes(RECOVERED)), 30_000);
        const answered = await load.stop();
        expect(recovered).toBe(true);
        expect(logged).toBe(true);
        expect(app.alive()).toBe(true); // the same process: never restarted
        await app.stopWhenReady();

        expect(allKept(await checkStorage(storage, answered))).toBe(true);
        expect(answered.submissions.length).toBeGreaterThan(0);
        const failed = app.logs.filter((l) => l.includes('projection batch failed; retrying'));
        expect(failed.length).toBeGreaterThan(0);
      } finally {
        app.dispose();
        await server.dispose();
        await rm(root, { recursive: true, force: true });
      }
    });
  },
);
