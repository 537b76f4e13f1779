import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { appProcess, sleep, until, type AppProcess } from '../chaos/app-process.js';
import { describeWhen } from '../support/needs.js';
import { embeddedPostgresRunnable, NEEDS_EMBEDDED, postmasterPid, signUp } from './embedded-app.js';

jest.setTimeout(600_000);

const WORKERS = 3;
const ACKNOWLEDGED_BEFORE_KILL = 15;

describeWhen(
  embeddedPostgresRunnable(),
  NEEDS_EMBEDDED,
  'durability: the embedded PostgreSQL killed under load',
  () => {
    let root: string;
    let app: AppProcess;

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'academy-db-kill-'));
      await chmod(root, 0o755); // as root, the server runs as the user postgres, which must reach DATA_DIR
      app = await appProcess({ dataDir: path.join(root, 'data') });
      await app.start();
    }, 180_000);

    afterAll(async () => {
      app.dispose();
      await sleep(500);
      // The postgres server the killed app left is stopped by the next start: start and stop once more.
      await app.start().then(
        () => app.stopWhenReady(),
        () => undefined,
      );
      await rm(root, { recursive: true, force: true });
    });

    it('when the database process is SIGKILLed while members sign up and the app is restarted, then every sign-up answered 201 before or after the kill is there (its email is taken) and new sign-ups work', async () => {
      const acknowledged: string[] = [];
      const refused: number[] = [];
      let loading = true;
      const worker = async () => {
        while (loading) {
          const answer = await signUp(app.base, 'kill');
          if (answer.status === 201) acknowledged.push(answer.email);
          else refused.push(answer.status);
        }
      };
      const workers = Array.from({ length: WORKERS }, worker);
      expect(await until(() => acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL, 120_000)).toBe(true);
      const pid = await postmasterPid(path.join(root, 'data'));
      process.kill(pid, 'SIGKILL');
      const atKill = acknowledged.length;
      // Commands keep coming while the server is gone: they fail, none may be answered 201 and lost.
      await until(() => refused.length >= WORKERS * 2, 30_000);
      loading = false;
      await Promise.all(workers);
      await app.kill();
      await app.start();

      const after = [];
      for (const email of acknowledged) after.push(await signUp(app.base, 'kill', email));
      process.stdout.write(
        `${acknowledged.length} sign-ups answered 201 (${atKill} when the postmaster pid ${pid} was killed), ` +
          `${refused.length} refused after; after the restart ${after.filter((a) => a.error === 'email-taken').length} of them are taken\n`,
      );
      expect(after.map((a) => `${a.status} ${a.error}`)).toEqual(acknowledged.map(() => '409 email-taken'));
      expect((await signUp(app.base, 'after')).status).toBe(201);
    });
  },
);
