import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it, jest } from '@jest/globals';
import { appProcess } from '../chaos/app-process.js';
import { describeWhen } from '../support/needs.js';
import { embeddedPostgresRunnable, NEEDS_EMBEDDED, signUp } from './embedded-app.js';

jest.setTimeout(600_000);

const exec = promisify(execFile);
const cliDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../app/dist/cli');

describeWhen(embeddedPostgresRunnable(), NEEDS_EMBEDDED, 'durability: moving a PGlite folder', () => {
  let root: string;
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("when a PGlite folder is moved with operations.md's commands in their order, then the app opens the embedded PostgreSQL, the member's email is taken and their name is found", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'academy-move-'));
    await chmod(root, 0o755); // as root, the server runs as the user postgres, which must reach DATA_DIR
    const dataDir = path.join(root, 'data');
    const before = await appProcess({ dataDir, env: { EMBEDDED_DATABASE: 'pglite' } });
    await before.start();
    const member = await signUp(before.base, 'moved');
    expect(member.status).toBe(201);
    await before.stopWhenReady();

    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    for (const name of ['DATABASE_URL', 'KURRENTDB_URL', 'KAFKA_BROKERS', 'MEILI_URL']) delete env[name];
    const cli = (store: string, name: string, ...args: string[]) =>
      exec(process.execPath, [path.join(cliDir, `${name}.js`), ...args], {
        cwd: root,
        env: { ...env, EMBEDDED_DATABASE: store },
      });
    await cli('pglite', 'keys', 'backup', 'keys.json');
    await cli('pglite', 'export-events', 'events.jsonl');
    await cli('postgres', 'keys', 'restore', 'keys.json');
    await cli('postgres', 'import-events', 'events.jsonl');

    const after = await appProcess({ dataDir });
    try {
      await after.start();
      expect((await signUp(after.base, 'moved', member.email)).error).toBe('email-taken');
      const found = (await (await fetch(`${after.base}/rest/registry/search?query=Ble`)).json()) as {
        hits: { firstName: string; lastName: string }[];
      };
      expect(found.hits.map((h) => `${h.firstName} ${h.lastName}`)).toEqual(['Dura Ble']);
      expect(after.logs.filter((line) => line.includes('not durable'))).toEqual([]);
      await after.stopWhenReady();
    } finally {
      after.dispose();
    }
    expect((await stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).isFile()).toBe(true);
  });
});
