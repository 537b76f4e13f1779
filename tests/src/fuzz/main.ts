// `npm run fuzz -- --runs 10000 [--seed N] [--only "POST /rest/signup"] [--workers 2]`: fuzzes every
// endpoint of the route table against an in-process app (PGlite in memory), then sweeps it with every
// Unicode sample (ill-formed, odd, limits ± 1) in every field, and prints a table row for each. With `--workers N`, N processes (each with its own app) share the endpoints.
// Exits 1 when any property failed (a 5xx, leaked internals, an off-table 4xx, a refused append).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { cliArg as arg } from '../support/cli-args.js';
import { fakePasswords, startTestApp } from '../support/test-app.js';
import {
  endpointKey,
  endpointsOf,
  fuzzEndpoint,
  fuzzSessions,
  journalTier,
  type EndpointReport,
} from './fuzz-endpoint.js';
import { sweepSite } from './site-sweep.js';
import { illFormedSamples, limitSamples, oddSamples } from './unicode-samples.js';
import { sweepEndpoint } from './unicode-sweep.js';

const runs = Number(arg('runs') ?? 1000);
const seed = Number(arg('seed') ?? Date.now() % 1_000_000);
const only = arg('only');
const workers = Math.max(1, Number(arg('workers') ?? 1));
/** `i/N`: a worker's share, the endpoints whose index is i modulo N; it prints JSON report lines. */
const shard = arg('shard')?.split('/').map(Number) as [number, number] | undefined;

const REPORT = 'fuzz-report ';
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const statusSummary = (r: EndpointReport) =>
  Object.entries(r.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** Runs this endpoint share in this process, handing each report to `onReport`. */
const fuzzHere = async (onStart: (keys: string[]) => void, onReport: (r: EndpointReport) => void) => {
  const app = await startTestApp({
    passwords: fakePasswords,
    env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'academy', OIDC_CLIENT_SECRET: 'secret' },
  });
  try {
    const endpoints = endpointsOf(app)
      .filter((s) => !only || endpointKey(s) === only)
      .filter((_, i) => !shard || i % shard[1] === shard[0]);
    onStart(endpoints.map(endpointKey));
    const sweep = { illFormed: illFormedSamples, odd: [...oddSamples, ...limitSamples] };
    for (const spec of endpoints) {
      const sessions = await fuzzSessions(app, journalTier(spec));
      onReport(await fuzzEndpoint(app, spec, runs, seed, sessions));
      onReport(await sweepEndpoint(app, spec, sweep, sessions));
    }
    // What harvesters and crawlers read outside /rest, once (the first worker's share).
    if (!only && (!shard || shard[0] === 0)) onReport(await sweepSite(app, sweep));
  } finally {
    await app.close();
  }
};

/** Starts `workers` copies of this script, each on its share; reports arrive as they finish. */
const fuzzInWorkers = (onReport: (r: EndpointReport) => void): Promise<void> =>
  Promise.all(
    Array.from({ length: workers }, (_, i) => {
      const share = ['--runs', String(runs), '--seed', String(seed), '--shard', `${i}/${workers}`];
      const child = spawn(
        process.execPath,
        [fileURLToPath(import.meta.url), ...share, ...(only ? ['--only', only] : [])],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith(REPORT)) onReport(JSON.parse(line.slice(REPORT.length)) as EndpointReport);
      });
      return new Promise<void>((resolve, reject) =>
        child.on('exit', (code) =>
          code === 0 || code === 1
            ? resolve()
            : reject(new Error(`fuzz worker ${i} exited with ${String(code)}`)),
        ),
      );
    }),
  ).then(() => undefined);

if (shard) {
  let failed = 0;
  await fuzzHere(
    () => undefined,
    (r) => {
      failed += r.violationCount;
      process.stdout.write(`${REPORT}${JSON.stringify(r)}\n`);
    },
  );
  process.exit(failed === 0 ? 0 : 1);
}

const reports: EndpointReport[] = [];
const started = Date.now();
const width = 68;
const printRow = (r: EndpointReport) => {
  reports.push(r);
  const rate = Math.round((r.cases / r.ms) * 1000);
  process.stdout.write(
    `${pad(r.endpoint, width)}${pad(r.cases, 8)}${pad(r.fiveXx, 6)}${pad(r.violationCount, 8)}${pad(rate, 8)}${statusSummary(r)}\n`,
  );
};
const printHeader = (count: string) => {
  process.stdout.write(
    `Fuzzing ${count} endpoints, ${runs} cases each, seed ${seed}, ${workers} worker(s)\n\n`,
  );
  process.stdout.write(
    `${pad('endpoint', width)}${pad('cases', 8)}${pad('5xx', 6)}${pad('failed', 8)}${pad('req/s', 8)}answers\n`,
  );
};
if (workers > 1) {
  printHeader('all');
  await fuzzInWorkers(printRow);
} else {
  await fuzzHere((keys) => printHeader(String(keys.length)), printRow);
}
const cases = reports.reduce((n, r) => n + r.cases, 0);
const fiveXx = reports.reduce((n, r) => n + r.fiveXx, 0);
const failed = reports.reduce((n, r) => n + r.violationCount, 0);
process.stdout.write(
  `\ntotal: ${reports.length} endpoints, ${cases} cases, ${fiveXx} 5xx, ${failed} failed properties, ${Math.round((Date.now() - started) / 1000)} s (seed ${seed})\n`,
);
for (const r of reports)
  for (const v of r.violations) process.stdout.write(`\n${r.endpoint}: ${v.slice(0, 600)}\n`);
process.exit(failed === 0 ? 0 : 1);
