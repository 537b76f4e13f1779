// `npm run fuzz -- --runs 10000 [--seed N] [--only "POST /rest/signup"]`: fuzzes every endpoint of the
// route table against an in-process app (PGlite in memory) and prints a table per endpoint.
// Exits 1 when any property failed (a 5xx, leaked internals, an off-table 4xx, a refused append).
import { fakePasswords, startTestApp } from '../support/test-app.js';
import { endpointKey, endpointsOf, fuzzEndpoint, type EndpointReport } from './fuzz-endpoint.js';

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
};
const runs = Number(arg('runs') ?? 1000);
const seed = Number(arg('seed') ?? Date.now() % 1_000_000);
const only = arg('only');

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const statusSummary = (r: EndpointReport) =>
  Object.entries(r.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

const app = await startTestApp({
  passwords: fakePasswords,
  env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'academy', OIDC_CLIENT_SECRET: 'secret' },
});
const reports: EndpointReport[] = [];
const started = Date.now();
try {
  const endpoints = endpointsOf(app).filter((s) => !only || endpointKey(s) === only);
  process.stdout.write(`Fuzzing ${endpoints.length} endpoints, ${runs} cases each, seed ${seed}\n\n`);
  const width = Math.max(...endpoints.map((e) => endpointKey(e).length), 8) + 2;
  process.stdout.write(
    `${pad('endpoint', width)}${pad('cases', 8)}${pad('5xx', 6)}${pad('failed', 8)}${pad('req/s', 8)}answers\n`,
  );
  for (const spec of endpoints) {
    const r = await fuzzEndpoint(app, spec, runs, seed);
    reports.push(r);
    const rate = Math.round((r.cases / r.ms) * 1000);
    process.stdout.write(
      `${pad(r.endpoint, width)}${pad(r.cases, 8)}${pad(r.fiveXx, 6)}${pad(r.violationCount, 8)}${pad(rate, 8)}${statusSummary(r)}\n`,
    );
  }
} finally {
  await app.close();
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
