// The open-loop mix alone: node tests/dist/bench/open-loop-cli.js [--backend embedded|pglite|postgres]
// [--workers 1] [--members 1000] [--publications 100] [--rates 50,100,200,300,400] [--seconds 20]
// [--warmup 10]. The server is the real one (`startServer`) in a child process, as `npm start` runs
// it; postgres needs DATABASE_URL. With `--workers N` above 1, the academy is seeded that way, then
// served by the built app (`app/dist/main.js`) with HTTP_WORKERS=N. Prints each rate's p50/p99 and
// errors, then the highest rate that held the goal.
import { rm } from 'node:fs/promises';
import { appProcess, sleep, type AppProcess } from '../chaos/app-process.js';
import { cliArg } from '../support/cli-args.js';
import { backendNamed } from './backends.js';
import { openLoopRun } from './open-loop.js';
import { openLoopSettings, seedOpenLoopAcademy } from './open-loop-academy.js';
import { ServerChild } from './server-child.js';

const settings = openLoopSettings();
const workers = Number(cliArg('workers', '1'));

/** The built app with HTTP_WORKERS on the seeded data, once `/readyz` answers 200. */
const servedByWorkers = async (env: Record<string, string>): Promise<AppProcess> => {
  const { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...rest } = env;
  const app = await appProcess(
    {
      dataDir: dataDir!,
      ...(databaseUrl ? { databaseUrl } : {}),
      env: { ...rest, HTTP_WORKERS: String(workers) },
    },
    (line) => void process.stderr.write(`${line}\n`),
  );
  await app.start();
  for (let i = 0; i < 1200; i++) {
    if (
      (await fetch(`${app.base}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return app;
    await sleep(100);
  }
  throw new Error('the app with HTTP workers was not ready within 120 s');
};

const { tmp, backend } = await backendNamed(cliArg('backend', 'embedded'), 'open-loop');
let server: ServerChild | undefined = await ServerChild.start(backend);
let app: AppProcess | undefined;
try {
  const population = await seedOpenLoopAcademy(server, backend.name, settings);
  let url = server.url;
  if (workers > 1) {
    await server.stop();
    server = undefined;
    app = await servedByWorkers(backend.env);
    url = app.base;
  }
  const name = workers > 1 ? `${backend.name}, ${workers} HTTP workers` : backend.name;
  await openLoopRun(url, population, name, settings);
} finally {
  await server?.stop();
  await app?.stopWhenReady();
  await backend.drop();
  await rm(tmp, { recursive: true, force: true });
}
