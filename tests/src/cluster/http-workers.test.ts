import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SERVER_NODE_FLAGS } from '@academy/app';
import { sleep, until } from '../chaos/app-process.js';
import { embeddedPostgresRunnable, NEEDS_EMBEDDED, postmasterPid } from '../durability/embedded-app.js';
import { freePort } from '../support/free-port.js';
import { describeWhen } from '../support/needs.js';
import { alive, childrenRunning, requestAnsweredBy, type Answer } from './answering-process.js';

const mainJs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../app/dist/main.js');
const WORKER = 'worker-main.js';
const PASSWORD = 'correct horse battery staple';

describeWhen(
  existsSync('/proc/net/tcp') && embeddedPostgresRunnable(),
  `Linux's /proc and ${NEEDS_EMBEDDED}`,
  'HTTP_WORKERS=2: npm start on the embedded PostgreSQL serves one port from two workers',
  () => {
    let root: string;
    let app: ChildProcess;
    let base: string;
    let metricsUrl: string;
    let out = '';
    let logs = '';
    const workers = () => childrenRunning(app.pid!, WORKER);
    const ask = async (route: string, options: Parameters<typeof requestAnsweredBy>[2] = {}) =>
      requestAnsweredBy(`${base}${route}`, await workers(), options);
    /** Asks on new connections until two different workers answered (at most 40 times); every answer. */
    const askBothWorkers = async (route: string, options: Parameters<typeof requestAnsweredBy>[2] = {}) => {
      const answers: Answer[] = [];
      for (let i = 0; i < 40 && new Set(answers.map((a) => a.pid)).size < 2; i++)
        answers.push(await ask(route, options));
      return answers;
    };
    const json = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown>;

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'academy-workers-'));
      await chmod(root, 0o755); // as root, the server runs as the user postgres, which must reach DATA_DIR
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const metricsPort = await freePort();
      metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      const env: NodeJS.ProcessEnv = { ...process.env };
      for (const name of ['DATABASE_URL', 'KURRENTDB_URL', 'KAFKA_BROKERS', 'MEILI_URL']) delete env[name];
      Object.assign(env, {
        DATA_DIR: path.join(root, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        EMBEDDED_DATABASE: 'postgres',
        HTTP_WORKERS: '2',
        WARM_PAGES: 'off',
        METRICS_PORT: String(metricsPort),
      });
      app = spawn(process.execPath, [...SERVER_NODE_FLAGS, mainJs], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      app.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      app.stderr!.on('data', (d: Buffer) => (logs += d.toString()));
      expect(await until(() => out.includes('Academy is running at') || app.exitCode !== null, 170_000)).toBe(
        true,
      );
    }, 180_000);

    afterAll(async () => {
      if (app.exitCode === null && app.signalCode === null) app.kill('SIGKILL');
      await rm(root, { recursive: true, force: true }).catch(() => undefined);
    });

    it('when it has started, then the start line names the one address once and /readyz is ready', async () => {
      expect(out.match(/Academy is running at/g)).toEqual(['Academy is running at']);
      expect(out).toContain(`Academy is running at ${base} `);
      expect((await ask('/readyz')).status).toBe(200);
    });

    it('when requests arrive on new connections, then two different HTTP workers answer them, never the primary', async () => {
      expect(await workers()).toHaveLength(2);
      const answers = await askBothWorkers('/rest/user/session');
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.pid))).toEqual(new Set(await workers()));
    });

    it('when a member signs up, then a read with X-Min-Position finds them whichever worker answers', async () => {
      const signedUp = await ask('/rest/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'lin@example.org',
          password: PASSWORD,
          firstName: 'Ada',
          lastName: 'Workerlin',
        }),
      });
      expect(signedUp.status).toBe(201);
      const position = String(json(signedUp).position);
      const answers = await askBothWorkers('/rest/registry/search?query=Workerlin', {
        headers: { 'X-Min-Position': position },
      });
      expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
      for (const answer of answers) {
        expect({ status: answer.status, stale: answer.headers['x-stale'] === 'true' }).toEqual({
          status: 200,
          stale: false,
        });
        expect((json(answer).hits as { lastName?: string }[]).map((h) => h.lastName)).toEqual(['Workerlin']);
      }
    });

    it('when a member signs in on one worker, then every worker knows their session', async () => {
      const signedIn = await ask('/rest/signin/password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'lin@example.org', password: PASSWORD }),
      });
      expect(signedIn.status).toBe(200);
      const cookie = (signedIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
      const answers = await askBothWorkers('/rest/user/session', { headers: { cookie } });
      expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
      expect(answers.map((a) => json(a).session)).toEqual(answers.map(() => 'signed-in'));
    });

    it('when Prometheus scrapes METRICS_PORT, then the requests every worker answered are counted there', async () => {
      const sessionReads = async () => {
        const text = await (await fetch(metricsUrl)).text();
        const line = text
          .split('\n')
          .find(
            (l) =>
              l.startsWith('academy_http_request_duration_seconds_count{') &&
              l.includes('route="/rest/user/session"') &&
              l.includes('status="200"'),
          );
        return Number(line?.split(' ').pop() ?? 0);
      };
      const before = await sessionReads();
      const answers = await askBothWorkers('/rest/user/session');
      expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
      expect(await sessionReads()).toBe(before + answers.length);
    });

    it('when a worker dies, then another takes its place and the port keeps answering', async () => {
      const [victim, survivor] = await workers();
      process.kill(victim!, 'SIGKILL');
      expect(await until(() => !alive(victim!), 10_000)).toBe(true);
      let now: number[] = [];
      for (let i = 0; i < 600 && !(now.length === 2 && !now.includes(victim!)); i++) {
        await sleep(100);
        now = await workers();
      }
      expect(now).toContain(survivor);
      expect(now).toHaveLength(2);
      expect(now).not.toContain(victim);
      expect(logs).toMatch(new RegExp(`"pid":${victim},.*"msg":"an HTTP worker ended; starting another"`));
      // The new worker is sent requests once it listens, and ready once started: asked until both are.
      const answeredBy = new Set<number | undefined>();
      for (let i = 0; i < 600 && answeredBy.size < 2; i++) {
        const answer = await ask('/readyz');
        if (answer.status === 200) answeredBy.add(answer.pid);
        if (answeredBy.size < 2) await sleep(100);
      }
      expect(answeredBy).toEqual(new Set(now));
    });

    it('when SIGTERM, then the workers, the primary and its PostgreSQL stop, it says "Stopped cleanly." and leaves no process', async () => {
      const pids = [...(await workers()), await postmasterPid(path.join(root, 'data'))];
      expect(pids.every(alive)).toBe(true);
      const exited = new Promise<number | null>((resolve) => app.once('exit', (code) => resolve(code)));
      app.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(out).toContain('Stopped cleanly.');
      expect(pids.filter(alive)).toEqual([]);
    });
  },
);

describe('HTTP_WORKERS on PGlite', () => {
  it('when HTTP_WORKERS=2 is set on a PGlite store, then start-up refuses in one line naming both, and exits 1', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'academy-workers-pglite-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: root, PORT: '0', HTTP_WORKERS: '2' };
      delete env.DATABASE_URL;
      env.EMBEDDED_DATABASE = 'pglite';
      const child = spawn(process.execPath, [mainJs], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect({ code, err: err.trim() }).toEqual({
        code: 1,
        err: expect.stringMatching(
          /^HTTP_WORKERS=2 needs PostgreSQL: a PGlite store opens in one process only/,
        ),
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
