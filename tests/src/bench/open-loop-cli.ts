// The open-loop mix alone: node tests/dist/bench/open-loop-cli.js [--backend embedded|pglite|postgres]
// [--members 1000] [--publications 100] [--rates 50,100,200,300,400] [--seconds 20] [--warmup 10]
// The server is the real one (`startServer`) in a child process, as `npm start` runs it; postgres
// needs DATABASE_URL. Prints each rate's p50/p99 and errors, then the highest rate that held the goal.
import { rm } from 'node:fs/promises';
import { cliArg } from '../support/cli-args.js';
import { backendNamed } from './backends.js';
import { ms, note } from './measure.js';
import { openLoopPopulation, openLoopStep } from './open-loop.js';
import { ServerChild } from './server-child.js';

const GOAL_P99_MS = 250;
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
  await openLoopStep(server.url, population, rates[0]!, warmup, SEED); // warm-up, not counted
  let held: number | undefined;
  for (const [i, rate] of rates.entries()) {
    const step = await openLoopStep(server.url, population, rate, seconds, SEED + i + 1);
    const ok = step.p99 <= GOAL_P99_MS && step.errors === 0;
    if (ok) held = rate;
    const kinds = [...step.byKind].map(([k, p99]) => `${k} ${ms(p99)}`).join(', ');
    process.stdout.write(
      `open loop, ${backend.name}, ${rate} req/s for ${seconds} s: p50 ${ms(step.p50)}, p99 ${ms(step.p99)}, ` +
        `${step.errors} errors of ${step.sent} ${ok ? '✓' : '✗'} (p99 by kind: ${kinds})\n`,
    );
    if (step.p99 > 4 * GOAL_P99_MS) break; // past saturation: higher rates only queue more
  }
  process.stdout.write(
    `open loop, ${backend.name}: highest rate with p99 ≤ ${GOAL_P99_MS} ms and 0 errors: ${held ?? 'none'} req/s (goal ≥ 400)\n`,
  );
} finally {
  await server.stop();
  await backend.drop();
  await rm(tmp, { recursive: true, force: true });
}
