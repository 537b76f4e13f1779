import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { SERVER_NODE_FLAGS } from '@academy/app';
import { sleep } from '../chaos/app-process.js';
import { freePort } from '../support/free-port.js';
import { describeWhen } from '../support/needs.js';
import { embeddedPostgresRunnable, NEEDS_EMBEDDED, signUp } from './embedded-app.js';
import { answersWithSyncs } from './strace-log.js';

const STRACE = '/usr/bin/strace';
const mainJs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../app/dist/main.js');
const SIGN_UPS = 6;

describeWhen(
  existsSync(STRACE) && embeddedPostgresRunnable(),
  `${STRACE} and ${NEEDS_EMBEDDED}`,
  'durability: the embedded default syncs the WAL before it answers',
  () => {
    let root: string;
    let tracer: ChildProcess;
    let base: string;
    const traceFile = () => path.join(root, 'trace.log');

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'academy-traced-'));
      await chmod(root, 0o755); // as root, the server runs as the user postgres, which must reach DATA_DIR
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: path.join(root, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
      };
      for (const name of ['DATABASE_URL', 'KURRENTDB_URL', 'KAFKA_BROKERS', 'MEILI_URL', 'EMBEDDED_DATABASE'])
        delete env[name];
      const args = ['-f', '-ttt', '-y', '-s', '80', '-e', 'trace=read,write,writev,fsync,fdatasync'];
      tracer = spawn(STRACE, [...args, '-o', traceFile(), process.execPath, ...SERVER_NODE_FLAGS, mainJs], {
        env: { ...env, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      tracer.stderr?.on('data', (d: Buffer) => void (stderr += d.toString()));
      for (let i = 0; i < 1700; i++) {
        const health = await fetch(`${base}/healthz`).then(
          (r) => r.status,
          () => 0,
        );
        if (health === 200) return;
        if (tracer.exitCode !== null)
          throw new Error(`the traced app exited while starting: ${stderr.slice(-2000)}`);
        await sleep(100);
      }
      throw new Error('the traced app did not become healthy within 170 s');
    }, 180_000);

    afterAll(async () => {
      if (tracer.exitCode === null) tracer.kill('SIGKILL');
      await rm(root, { recursive: true, force: true });
    });

    it(`when ${SIGN_UPS} members sign up one after another under strace -f, then before each 201 answer is written the database process has completed an fsync/fdatasync of its WAL since the request was read`, async () => {
      for (let i = 0; i < SIGN_UPS; i++) expect((await signUp(base, 'traced')).status).toBe(201);
      // SIGTERM to the app (its pid is in app.lock): it stops the server; strace ends with them.
      const { pid } = JSON.parse(await readFile(path.join(root, 'data', 'app.lock'), 'utf8')) as {
        pid: number;
      };
      process.kill(pid, 'SIGTERM');
      await new Promise<void>((r) => (tracer.exitCode === null ? tracer.once('exit', () => r()) : r()));
      const answers = answersWithSyncs(await readFile(traceFile(), 'utf8'));
      process.stdout.write(
        answers
          .map(
            (a, i) =>
              `sign-up ${i + 1}: read at line ${a.requestLine}, answered at line ${a.answerLine}, ` +
              `WAL syncs between: ${a.walSyncs.map((s) => `pid ${s.pid} line ${s.line}`).join(', ')}\n`,
          )
          .join(''),
      );
      expect(answers).toHaveLength(SIGN_UPS);
      for (const answer of answers) {
        expect(answer.walSyncs.length).toBeGreaterThan(0);
        expect(answer.walSyncs[0]!.file).toMatch(/\/data\/postgres\/pg_wal\/[0-9A-F]{24}$/);
      }
    }, 120_000);
  },
);
