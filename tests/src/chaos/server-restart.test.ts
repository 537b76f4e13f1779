import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it, jest } from '@jest/globals';
import { describeWhenFound } from '../support/needs.js';
import { POSTGRES_BIN, startPrivatePostgres } from '../support/private-postgres.js';
import { appProcess, sleep, type AppStorage } from './app-process.js';
import { allKept, checkStorage } from './check.js';
import { faultDrill } from './fault-drill.js';

jest.setTimeout(600_000);

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
        const drill = await faultDrill(
          app,
          async () => {
            await server.crash();
            await sleep(2000); // commands meet a dead server for a while
          },
          () => server.start(),
        );
        expect(drill.started).toBe(true);
        expect(drill.recovered).toBe(true);
        expect(drill.logged).toBe(true);
        expect(app.alive()).toBe(true); // the same process: never restarted
        await app.stopWhenReady();

        expect(allKept(await checkStorage(storage, drill.answered))).toBe(true);
        expect(drill.answered.submissions.length).toBeGreaterThan(0);
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
