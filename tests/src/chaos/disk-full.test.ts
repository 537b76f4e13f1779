import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it, jest } from '@jest/globals';
import { describeWhen } from '../support/needs.js';
import { canMountTmpfs, mountSmallDisk } from '../support/tmpfs.js';
import { appProcess, until, type AppStorage } from './app-process.js';
import { expectRecoveredInPlace, faultDrill, projectionFailed } from './fault-drill.js';

jest.setTimeout(600_000);

// A fresh PGlite folder takes about 40 MB; 256 MB leaves room to start and for the check's replay
// once the disk is freed (64 MB was too tight on a slow run); a file fills the rest.
describeWhen(
  canMountTmpfs(),
  'mount -t tmpfs (root)',
  'chaos: the disk of the data folder full under load',
  () => {
    it('when the disk of the PGlite folder fills up under load and is freed again, then the app logs No space left on device, answers 2xx again without a restart, logs the recovery, and nothing answered 2xx is lost', async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'academy-disk-full-'));
      const mountPoint = path.join(root, 'disk');
      await mkdir(mountPoint);
      const disk = await mountSmallDisk(mountPoint, '256m');
      const storage: AppStorage = {
        dataDir: path.join(mountPoint, 'data'),
        env: { EMBEDDED_DATABASE: 'pglite' },
      };
      const app = await appProcess(storage);
      try {
        await app.start();
        let said = false;
        const drill = await faultDrill(
          app,
          async () => {
            await disk.fill();
            said = await until(() => app.logs.some((l) => l.includes('No space left on device')), 60_000);
            // A command's append may meet the full disk first: keep it full until a projection has too.
            await until(() => projectionFailed(app), 30_000);
          },
          () => disk.free(),
        );
        expect(drill.started).toBe(true);
        expect(said).toBe(true);
        await expectRecoveredInPlace(app, drill, storage);
      } finally {
        app.dispose();
        await until(() => !app.alive(), 10_000);
        await disk.unmount();
        await rm(root, { recursive: true, force: true });
      }
    });
  },
);
