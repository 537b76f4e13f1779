// The open-loop mix against its floor: node tests/dist/bench/open-loop-floor-cli.js
// [--backend embedded|postgres] [--members 1000] [--publications 100] [--rates 50,100,200,300,400]
// [--seconds 20] [--warmup 10]
// Seeds the academy through the real server as open-loop-cli does, stops it, then sends the same
// requests at the same rates to a plain Express app with a `pg` pool (floor-process.ts) that runs the
// reads the app's routes run and nothing else: the table beside open-loop-cli's is the database's share.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { cliArg } from '../support/cli-args.js';
import { backendNamed, type BenchBackend } from './backends.js';
import { openLoopRun } from './open-loop.js';
import { openLoopSettings, seedOpenLoopAcademy } from './open-loop-academy.js';
import { forkBenchProcess, nextMessage, ServerChild, stopBenchProcess } from './server-child.js';

/** The floor's server in a child process on the backend's database; `stop()` closes it. */
const startFloor = async (backend: BenchBackend) => {
  const child = forkBenchProcess(fileURLToPath(new URL('./floor-process.js', import.meta.url)), backend);
  const { url } = await nextMessage(child, 'ready');
  return { url, stop: () => stopBenchProcess(child) };
};

const backendName = cliArg('backend', 'embedded');
if (backendName === 'pglite')
  throw new Error('open loop floor: --backend embedded or postgres (the floor is pg)');
const settings = openLoopSettings();
const { tmp, backend } = await backendNamed(backendName, 'open-loop-floor');
const server = await ServerChild.start(backend);
let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
try {
  const population = await seedOpenLoopAcademy(server, backend.name, settings);
  await server.stop(); // the floor runs alone on the database the app seeded
  floor = await startFloor(backend);
  await openLoopRun(floor.url, population, `${backend.name}, the floor (plain Express + pg)`, settings);
} finally {
  await floor?.stop();
  await server.stop();
  await backend.drop();
  await rm(tmp, { recursive: true, force: true });
}
