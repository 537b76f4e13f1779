import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openCore, replayTarget } from '@academy/app';
import { loadConfig, START } from '@academy/platform';
import { readModels } from '../support/read-models.js';

const mainJs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../app/dist/main.js');

export interface ChaosReport {
  kills: number;
  /** Sign-ups the app answered with any status (those sent while it was down are not counted). */
  attempted: number;
  answered2xx: number;
  lost: number;
  doubled: number;
  missingFromReadModels: number;
  orphanRows: number;
  replayEqual: boolean;
  seconds: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs the built app (`app/dist/main.js`) on one data folder, signs members up against it while
 * SIGKILLing it at random moments and restarting it, then checks the data: every sign-up answered
 * 2xx is in the store exactly once and in the read models, no read-model row lacks its event, and
 * a replay gives the same read models.
 */
export const runChaos = async (
  kills: number,
  log: (line: string) => void = () => undefined,
): Promise<ChaosReport> => {
  const started = Date.now();
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-chaos-'));
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The embedded default on this data folder, whatever the caller's shell points at: with the
  // caller's DATABASE_URL (CI sets one) the app would write to that server while the check reads
  // the folder, and every sign-up would look lost.
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'KURRENTDB_URL', 'KAFKA_BROKERS', 'MEILI_URL', 'MEILI_MASTER_KEY'])
    delete inherited[name];
  const env = { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(process.execPath, [mainJs], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (d: Buffer) => log(`app: ${d.toString().trim().slice(0, 300)}`));
    for (let i = 0; i < 1200; i++) {
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} while starting`);
      await sleep(100);
    }
    throw new Error('the app did not become healthy within 120 s');
  };
  const answered = new Map<string, string>(); // userID -> email
  let attempted = 0;
  let sequence = 0;
  let loading = true;
  const load = async (worker: number) => {
    while (loading) {
      const email = `chaos${worker}.${sequence++}.${Date.now()}@example.org`;
      try {
        const res = await fetch(`${base}/rest/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email,
            password: 'correct horse battery staple',
            firstName: 'Chaos',
            lastName: `W${worker}`,
          }),
        });
        attempted++;
        if (res.ok) answered.set(((await res.json()) as { userID: string }).userID, email);
      } catch {
        await sleep(50); // the app is down: not answered, so nothing is promised
      }
    }
  };
  try {
    await start();
    const workers = [0, 1, 2].map(load);
    for (let k = 1; k <= kills; k++) {
      // Each life of the app answers at least one sign-up (within 20 s), then dies at a random moment.
      const before = answered.size;
      for (let waited = 0; answered.size === before && waited < 20_000; waited += 50) await sleep(50);
      await sleep(Math.random() * 1000);
      child!.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));
      log(`kill ${k}/${kills}: ${answered.size} sign-ups answered so far`);
      await start();
    }
    loading = false;
    await Promise.all(workers);
    for (let i = 0; i < 600; i++) {
      if (
        (await fetch(`${base}/readyz`).then(
          (r) => r.status,
          () => 0,
        )) === 200
      )
        break;
      await sleep(100);
    }
    child!.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    return {
      ...(await check(dataDir, answered)),
      kills,
      attempted,
      answered2xx: answered.size,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  }
};

const check = async (dataDir: string, answered: Map<string, string>) => {
  const core = await openCore({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }) });
  try {
    await core.runner.start();
    await core.runner.whenCaughtUp();
    await core.runner.stop();
    const { events } = await core.store.readAll(START, 10_000_000);
    const registrations = new Map<string, number>();
    for (const e of events)
      if (e.type === 'UserRegistered')
        registrations.set(e.streamId, (registrations.get(e.streamId) ?? 0) + 1);
    let lost = 0;
    let doubled = 0;
    for (const userID of answered.keys()) {
      const n = registrations.get(`user-${userID}`) ?? 0;
      if (n === 0) lost++;
      if (n > 1) doubled++;
    }
    const { rows } = await core.db.query<{ user_id: string; n: number | string }>(
      'select user_id, count(*) as n from user_profiles group by user_id',
    );
    const inReadModel = new Map(rows.map((r) => [r.user_id, Number(r.n)]));
    let missing = 0;
    for (const userID of answered.keys()) if (inReadModel.get(userID) !== 1) missing++;
    const orphanRows = rows.filter((r) => !registrations.has(`user-${r.user_id}`)).length;
    const live = await readModels(core.db);
    await replayTarget(core, 'all', () => undefined);
    const replayed = await readModels(core.db);
    return {
      lost,
      doubled,
      missingFromReadModels: missing,
      orphanRows,
      replayEqual: JSON.stringify(live) === JSON.stringify(replayed),
    };
  } finally {
    await core.close();
  }
};
