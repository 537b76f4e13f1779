// The open-loop mix against its floor: node tests/dist/bench/open-loop-floor-cli.js
// [--backend embedded|postgres] [--members 1000] [--publications 100] [--rates 50,100,200,300,400]
// [--seconds 20] [--warmup 10]
// Seeds the academy through the real server as open-loop-cli does, stops it, then sends the same
// requests at the same rates to a plain Express app with a `pg` pool (floor-process.ts) that runs the
// reads the app's routes run and nothing else: the table beside open-loop-cli's is the database's share.
import { fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '@academy/app';
import { cliArg } from '../support/cli-args.js';
import { backendNamed, type BenchBackend } from './backends.js';
import { openLoopRun } from './open-loop.js';
import { openLoopSettings, seedOpenLoopAcademy } from './open-loop-academy.js';
import { nextMessage, ServerChild } from './server-child.js';

/** The floor's server in a child process on the backend's database; `stop()` closes it. */
const startFloor = async (backend: BenchBackend) => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...backend.env };
  if (!backend.env.DATABASE_URL) delete env.DATABASE_URL;
  const script = fileURLToPath(new URL('./floor-process.js', import.meta.url));
  const child = fork(script, [], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS],
  });
  const { url } = await nextMessage(child, 'ready');
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const stopped = nextMessage(child, 'stopped');
    child.send({ type: 'stop' });
    await stopped.catch(() => child.kill());
    await exited;
  };
  return { url, stop };
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
