import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it, jest } from '@jest/globals';
import { describeWhen } from '../support/needs.js';
import { POSTGRES_BIN, startPrivatePostgres } from '../support/private-postgres.js';
import { canMountTmpfs, mountSmallDisk } from '../support/tmpfs.js';
import { appProcess, sleep, until, type AppStorage } from './app-process.js';
import { expectRecoveredInPlace, faultDrill, projectionFailed } from './fault-drill.js';

jest.setTimeout(600_000);

const FULL = /No space left on device|could not extend file/;

/** A command sent until it is answered 503 with Retry-After (within 30 s): what a client meets. */
const refusedWithRetryAfter = async (base: string): Promise<boolean> => {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${base}/rest/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `full.${i}.${Date.now()}@example.org`,
        password: 'correct horse battery staple',
        firstName: 'Disk',
        lastName: 'Full',
      }),
    }).catch(() => undefined);
    if (res?.status === 503 && res.headers.get('retry-after')) return true;
    await sleep(500);
  }
  return false;
};

// A server of the test's own whose data folder (base, pg_wal) is on a 256 MB tmpfs: a fresh
// cluster takes about 40 MB; a file fills the rest. The shared server is never touched.
describeWhen(
  canMountTmpfs() && existsSync(path.join(POSTGRES_BIN, 'initdb')),
  `mount -t tmpfs (root) and ${path.join(POSTGRES_BIN, 'initdb')}`,
  'chaos: the disk of the PostgreSQL server full under load',
  () => {
    it('when the disk of the PostgreSQL server fills up under load and is freed again, then the app logs No space left on device, answers 503 with Retry-After meanwhile, answers 2xx again without a restart, logs the recovery, and nothing answered 2xx is lost', async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'academy-pg-disk-full-'));
      await chmod(root, 0o755); // the server's user reaches its folder on the disk
      const mountPoint = path.join(root, 'disk');
      await mkdir(mountPoint);
      const disk = await mountSmallDisk(mountPoint, '256m');
      const server = await startPrivatePostgres(mountPoint);
      const storage: AppStorage = { dataDir: path.join(root, 'data'), databaseUrl: server.url };
      const app = await appProcess(storage);
      let said = false;
      let refused = false;
      try {
        await app.start();
        const drill = await faultDrill(
          app,
          async () => {
            await disk.fill();
            said = await until(() => app.logs.some((l) => FULL.test(l)), 60_000);
            refused = await refusedWithRetryAfter(app.base);
            await until(() => projectionFailed(app), 30_000);
          },
          async () => {
            await disk.free();
            // A WAL write that meets the full disk is a PANIC: the server ends, and is started again.
            if (!(await server.running())) await server.start();
          },
        );
        expect(drill.started).toBe(true);
        expect({ said, log: app.logs.slice(-12) }).toMatchObject({ said: true });
        expect(refused).toBe(true);
        await expectRecoveredInPlace(app, drill, storage);
        expect(await server.log()).toMatch(FULL); // the server says so too
      } finally {
        app.dispose();
        await until(() => !app.alive(), 10_000);
        await server.dispose();
        await disk.unmount();
        await rm(root, { recursive: true, force: true });
      }
    });
  },
);
