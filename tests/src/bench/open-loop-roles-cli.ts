// The open-loop mix against the app scaled out on one machine: node tests/dist/bench/open-loop-roles-cli.js
// [--queries 2] [--members 1000] [--publications 100] [--rates 200,300,400,500] [--seconds 20] [--warmup 10]
// On PostgreSQL (DATABASE_URL) behind nginx with deploy/gateway.conf (its 5 s cache of visitors'
// answers included): the academy is seeded by one server, then the roles run as processes
// (projections, commands, `--queries` query replicas) and the requests go to the gateway.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { appProcess, type AppProcess } from '../chaos/app-process.js';
import { NGINX, startGateway } from '../scaled-out/gateway.js';
import { cliArg } from '../support/cli-args.js';
import { freePort } from '../support/free-port.js';
import { backendNamed } from './backends.js';
import { note } from './measure.js';
import { openLoopPopulation, openLoopRun } from './open-loop.js';
import { ServerChild } from './server-child.js';

const SEED = 13;
const queries = Number(cliArg('queries', '2'));
const members = Number(cliArg('members', '1000'));
const publications = Number(cliArg('publications', '100'));
const rates = cliArg('rates', '200,300,400,500').split(',').map(Number);
const seconds = Number(cliArg('seconds', '20'));
const warmup = Number(cliArg('warmup', '10'));
if (!process.env.DATABASE_URL) throw new Error('open loop with roles: set DATABASE_URL');
if (!existsSync(NGINX)) throw new Error(`open loop with roles: needs nginx at ${NGINX}`);

const { tmp, backend } = await backendNamed('postgres', 'open-loop-roles');
process.env.KEK_DIR = path.join(tmp, 'keys'); // one folder of key-encryption keys for every process
const processes: AppProcess[] = [];
let gateway: { base: string; stop(): Promise<void> } | undefined;
try {
  const seeding = await ServerChild.start(backend);
  note(`open loop with roles: seeding ${members} members and ${publications} publications`);
  await seeding.seedAcademy({ members, publications, seed: SEED, password: 'open-loop-password' });
  await seeding.stop();
  const port = await freePort();
  const roles = ['projections', 'commands', ...Array.from({ length: queries }, () => 'queries')];
  for (const [i, role] of roles.entries()) {
    const app = await appProcess({
      dataDir: path.join(tmp, `${role}-${i}`),
      databaseUrl: backend.url!,
      env: {
        APP_ROLE: role,
        KEK_DIR: process.env.KEK_DIR,
        TRUST_PROXY: '1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    });
    processes.push(app);
    await app.start();
  }
  const hosts = (role: string) =>
    processes.filter((_, i) => roles[i] === role).map((a) => new URL(a.base).host);
  gateway = await startGateway(tmp, port, { commands: hosts('commands'), queries: hosts('queries') });
  const origin = gateway.base;
  const population = await openLoopPopulation(origin, members, SEED);
  await openLoopRun(origin, population, `PostgreSQL, ${queries} query processes behind nginx`, {
    rates,
    seconds,
    warmup,
    seed: SEED,
  });
} finally {
  await gateway?.stop();
  for (const app of processes) app.dispose();
  await backend.drop();
  await rm(tmp, { recursive: true, force: true });
}
