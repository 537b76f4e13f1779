import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openCore } from '@academy/app';
import { loadConfig } from '@academy/platform';
import { appendMembers, manyMembers } from '../support/members.js';
import { request } from '../support/http-request.js';
import { fakePasswords } from '../support/test-app.js';

const MEMBERS = 600;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Built by `npm test` (or `npx tsc -b tests`, which builds the app too).
const replayCli = path.join(root, 'app/dist/cli/replay.js');
const mainJs = path.join(root, 'app/dist/main.js');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

const run = (script: string, args: string[], env: Record<string, string>): Promise<Finished> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

const lines = (text: string) => text.split('\n').filter((l) => l.length > 0);

// `replay <name>: 50% 300/600 1,234 events/s ETA 1s` (plain lines: stderr is not a terminal here).
const progressLine = (name: string) =>
  new RegExp(`^replay ${name}: \\d{1,3}% [\\d,]+/[\\d,]+ [\\d,]+ events/s( ETA \\d+s)?$`);

describe('replay from the command line (app/dist/cli/replay.js)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let app: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-replay-cli-'));
    await chmod(dataDir, 0o755); // as root, the embedded PostgreSQL runs as the user postgres, which must reach it
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PROJECTION_BATCH_SIZE: '100', DATABASE_URL: '' };
    const core = await openCore({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      passwords: fakePasswords,
    });
    try {
      await appendMembers(core.store, manyMembers(MEMBERS));
      await core.runner.start();
      await core.runner.whenCaughtUp();
    } finally {
      await core.close();
    }
  }, 180_000);

  afterAll(async () => {
    app?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when no app holds DATA_DIR, then `replay all` replays on the data itself, prints progress lines and exits 0', async () => {
    expect(existsSync(replayCli)).toBe(true); // if not: `npx tsc -b tests`
    const { code, stderr } = await run(replayCli, ['all'], env);
    expect({ code, stderr }).toMatchObject({ code: 0 });
    const printed = lines(stderr);
    const profiles = printed.filter((l) => progressLine('profiles').test(l));
    // The profiles' set-based load is one transaction: its progress is told when it is done.
    expect(profiles.length).toBeGreaterThanOrEqual(1);
    expect(profiles.at(-1)).toMatch(new RegExp(`^replay profiles: 100% ${MEMBERS}/${MEMBERS} `));
    expect(printed).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^replay profiles: ${MEMBERS} events replayed in \\d+\\.\\d s \\([\\d,]+ events/s(, set-based)?\\); now serving generation 2$`,
        ),
      ),
    );
    expect(printed).toContainEqual(
      expect.stringMatching(
        new RegExp(`^replay journal: ${MEMBERS} events replayed in .*; now serving generation 2$`),
      ),
    );
    // The whole run, timed.
    expect(printed.at(-1)).toMatch(
      /^replay all: 8 read models rebuilt in \d+\.\d s; slowest first: (\S+ [\d,]+\/s(, |$)){8}/,
    );
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false); // it let go of the folder
  }, 120_000);

  it('when the projection is unknown, then it exits 1 naming the known ones', async () => {
    const { code, stderr } = await run(replayCli, ['no-such-thing'], env);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Unknown projection "no-such-thing"\. Known: (.+, )?profiles(, .+)?, or all/);
  }, 120_000);

  it('when the app runs on DATA_DIR, then `replay all` asks it through the operator socket, prints progress, exits 0, and the app keeps answering', async () => {
    const child = spawn(process.execPath, [mainJs], {
      cwd: root,
      env: { ...process.env, ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app = child;
    let appOutput = '';
    const url = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: child.stdout! }).on('line', (line) => {
        appOutput += `${line}\n`;
        const match = /Academy is running at (http:\/\/\S+)/.exec(line);
        if (match) resolve(match[1]!);
      });
      child.stderr!.on('data', (chunk: Buffer) => (appOutput += chunk.toString()));
      child.on('exit', (code) =>
        reject(new Error(`the app exited (${code}) before it was ready:\n${appOutput}`)),
      );
    });

    const { code, stderr } = await run(replayCli, ['all'], env);
    expect({ code, stderr }).toMatchObject({ code: 0 });
    const printed = lines(stderr);
    expect(printed[0]).toMatch(/^The app is running on .* \(pid \d+\); asking it to replay\.$/);
    expect(printed.filter((l) => progressLine('profiles').test(l)).length).toBeGreaterThanOrEqual(1);
    expect(printed).toContainEqual(
      expect.stringMatching(
        new RegExp(`^replay profiles: ${MEMBERS} events replayed in .*; now serving generation 3$`),
      ),
    );
    expect(printed.at(-1)).toMatch(
      /^replay all: 8 read models rebuilt in \d+\.\d s; slowest first: (\S+ [\d,]+\/s(, |$)){8}/,
    );

    const search = await request<{ total: number }>(url, 'GET', '/rest/registry/search?limit=1');
    expect([search.status, search.body.total]).toEqual([200, MEMBERS]);

    const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    app = undefined;
    expect(appOutput).toContain('Stopped cleanly.');
  }, 120_000);
});
