// The open-loop mix alone: node tests/dist/bench/open-loop-cli.js [--backend embedded|pglite|postgres]
// [--members 1000] [--publications 100] [--rates 50,100,200,300,400] [--seconds 20] [--warmup 10]
// The server is the real one (`startServer`) in a child process, as `npm start` runs it; postgres
// needs DATABASE_URL. Prints each rate's p50/p99 and errors, then the highest rate that held the goal.
import { rm } from 'node:fs/promises';
import { cliArg } from '../support/cli-args.js';
import { backendNamed } from './backends.js';
import { note } from './measure.js';
import { openLoopPopulation, openLoopRun } from './open-loop.js';
import { ServerChild } from './server-child.js';

const SEED = 13;
const backendName = cliArg('backend', 'embedded');
const members = Number(cliArg('members', '1000'));
const publications = Number(cliArg('publications', '100'));
const rates = cliArg('rates', '50,100,200,300,400').split(',').map(Number);
const seconds = Number(cliArg('seconds', '20'));
const warmup = Number(cliArg('warmup', '10'));

const { tmp, backend } = await backendNamed(backendName, 'open-loop');
const server = await ServerChild.start(backend);
try {
  note(`open loop on ${backend.name}: seeding ${members} members and ${publications} publications`);
  await server.seedAcademy({ members, publications, seed: SEED, password: 'open-loop-password' });
  const population = await openLoopPopulation(server.url, members, SEED);
  await openLoopRun(server.url, population, backend.name, { rates, seconds, warmup, seed: SEED });
} finally {
  await server.stop();
  await backend.drop();
  await rm(tmp, { recursive: true, force: true });
}
