// The open-loop mix alone: node tests/dist/bench/open-loop-cli.js [--backend embedded|pglite|postgres]
// [--members 1000] [--publications 100] [--rates 50,100,200,300,400] [--seconds 20] [--warmup 10]
// The server is the real one (`startServer`) in a child process, as `npm start` runs it; postgres
// needs DATABASE_URL. Prints each rate's p50/p99 and errors, then the highest rate that held the goal.
import { rm } from 'node:fs/promises';
import { cliArg } from '../support/cli-args.js';
import { backendNamed } from './backends.js';
import { openLoopRun } from './open-loop.js';
import { openLoopSettings, seedOpenLoopAcademy } from './open-loop-academy.js';
import { ServerChild } from './server-child.js';

const settings = openLoopSettings();
const { tmp, backend } = await backendNamed(cliArg('backend', 'embedded'), 'open-loop');
const server = await ServerChild.start(backend);
try {
  const population = await seedOpenLoopAcademy(server, backend.name, settings);
  await openLoopRun(server.url, population, backend.name, settings);
} finally {
  await server.stop();
  await backend.drop();
  await rm(tmp, { recursive: true, force: true });
}
