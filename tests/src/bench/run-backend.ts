import { demoMembers } from '@academy/app';
import { benchAppends, WRITERS } from './appends.js';
import { fresh, type BackendFactory, type BenchBackend } from './backends.js';
import { ms, megabytes, note, percentile, rate } from './measure.js';
import { benchOneRowInserts } from './one-row-inserts.js';
import { runPgbench } from './pgbench.js';
import { benchReadAfterWrite } from './read-after-write.js';
import { runReplay } from './replay-figures.js';
import { type Report } from './report.js';
import { ServerChild } from './server-child.js';
import { CLIENTS, benchSignUp } from './sign-up.js';
import { routeLines } from './route-figures.js';
import { benchMixedLoad, CONNECTIONS, kindLines } from './mixed-load.js';
import { runJournalSearch } from './journal-search.js';
import { benchSearch, kindLine } from './search.js';
import { type Sizes } from './sizes.js';

const MEMBER_SEED = 42;

// Targets of issue 12 (throughput on one PostgreSQL server).
const PGLITE_APPENDS = 4000;
const APPENDS_RATIO = 1.0;

const latency = (samples: readonly number[]) =>
  `p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}`;

/** The benchmarks `--bench=a,b` can choose (all when not given). */
export type BenchName = 'appends' | 'replay' | 'server' | 'journal' | 'mixed';

export const runBackend = async (
  report: Report,
  make: BackendFactory,
  sizes: Sizes,
  tmp: string,
  chosen: ReadonlySet<BenchName> = new Set(['appends', 'replay', 'server', 'journal', 'mixed']),
): Promise<void> => {
  const probe = await make('probe');
  await probe.drop();
  process.stdout.write(`\n== ${probe.name}\n`);

  if (chosen.has('appends')) await runAppends(report, make, sizes, tmp, probe.name);
  if (chosen.has('replay')) await runReplay(report, make, sizes, probe.name);
  if (chosen.has('server')) await runServer(report, make, sizes, probe.name);
  if (chosen.has('journal'))
    await runJournalSearch(report, make, sizes.journal.publications, sizes.journal.durationMs, probe.name);
  if (chosen.has('mixed')) await runMixedLoad(report, make, sizes, probe.name);
};

/** Issue 13's target, on the PostgreSQL server: no errors and p99 at most 250 ms. */
const MIXED_P99 = 250;

const runMixedLoad = async (
  report: Report,
  make: BackendFactory,
  sizes: Sizes,
  name: BenchBackend['name'],
) => {
  const backend = name;
  const isServer = name === 'PostgreSQL';
  const { members, seconds } = sizes.mixedLoad;
  const load = await fresh(make, 'mixed', (b) => benchMixedLoad(b, sizes.mixedLoad));
  const errors = load.non2xx + load.socketErrors;
  report.add({
    backend,
    benchmark: `mixed load, ${CONNECTIONS} connections, ${seconds} s, ${members.toLocaleString('en-US')} members`,
    value: `${rate(load.requestsPerSecond, 'req/s')}, p50 ${ms(load.p50)}, p99 ${ms(load.p99)}, errors ${(load.errorRate * 100).toFixed(2)}% (${load.non2xx} non-2xx, ${load.socketErrors} socket, of which ${load.timeouts} timeouts)`,
    ...(isServer
      ? { target: `p99 ≤ ${MIXED_P99} ms, 0 errors`, met: load.p99 <= MIXED_P99 && errors === 0 }
      : {}),
  });
  for (const line of kindLines(load)) process.stdout.write(`    ${line}\n`);
  note('mixed load, by route on the server (statements per request, cached queries by outcome):');
  for (const line of routeLines(load.routes)) process.stdout.write(`    ${line}\n`);
  if (load.statuses.size > 0)
    note(`mixed load: non-2xx by status: ${[...load.statuses].map(([s, n]) => `${s} × ${n}`).join(', ')}`);
  note(
    `mixed load: ${load.verifications.count} sign-in argon2id verifications, mean ${ms(load.verifications.meanMs)}; seeding took ${load.seedSeconds.toFixed(0)} s`,
  );
};

const runAppends = async (
  report: Report,
  make: BackendFactory,
  sizes: Sizes,
  tmp: string,
  name: BenchBackend['name'],
): Promise<void> => {
  const backend = name;
  const isServer = name === 'PostgreSQL';
  note('appends');
  const appends = await fresh(make, 'appends', (b) => benchAppends(b, sizes.appends));
  report.add({
    backend,
    benchmark: `appends, ${WRITERS} writers, 1 event/txn`,
    value: `${rate(appends.perSecond, '/s')}, ${latency(appends.latencies)}`,
    ...(isServer
      ? {}
      : {
          target: `≥ ${PGLITE_APPENDS.toLocaleString('en-US')}/s`,
          met: appends.perSecond >= PGLITE_APPENDS,
        }),
  });
  if (!isServer) {
    note('one-row inserts');
    const inserts = await fresh(make, 'inserts', (b) => benchOneRowInserts(b, WRITERS, sizes.appends));
    report.add({
      backend,
      benchmark: `appends ÷ one-row inserts, ${WRITERS} callers`,
      value: `${(appends.perSecond / inserts.perSecond).toFixed(3)} (${rate(appends.perSecond, '/s')} ÷ ${rate(inserts.perSecond, '/s')})`,
    });
  }
  if (isServer) {
    note('pgbench');
    const pgbench = await fresh(make, 'pgbench', (b) => runPgbench(b, tmp, WRITERS, sizes.pgbenchSeconds));
    report.add({
      backend,
      benchmark: `pgbench 1-row inserts, ${WRITERS} clients`,
      value: `${rate(pgbench.tps, 'tps')}, mean ${ms(pgbench.latencyMs)}`,
    });
    const ratio = appends.perSecond / pgbench.tps;
    report.add({
      backend,
      benchmark: 'appends ÷ pgbench',
      value: `${ratio.toFixed(3)} (${rate(appends.perSecond, '/s')} ÷ ${rate(pgbench.tps, 'tps')})`,
      target: `≥ ${APPENDS_RATIO.toFixed(2)}`,
      met: ratio >= APPENDS_RATIO,
    });
  }
};

const runServer = async (report: Report, make: BackendFactory, sizes: Sizes, name: BenchBackend['name']) => {
  const backend = name;
  const isServer = name === 'PostgreSQL';

  await fresh(make, 'server', async (b) => {
    note('starting the server');
    const server = await ServerChild.start(b);
    try {
      note(`seeding ${sizes.members.toLocaleString('en-US')} members`);
      const seeded = await server.seed(sizes.members, MEMBER_SEED);
      note(`seeded and projected in ${seeded.toFixed(1)} s; searching`);
      const members = demoMembers(sizes.members, MEMBER_SEED);
      const found = await benchSearch(server.url, members, sizes.searches, sizes.searchWarmup);
      const p99 = percentile(found.latencies, 99);
      report.add({
        backend,
        benchmark: `search, ${sizes.members.toLocaleString('en-US')} members, query mix`,
        value: latency(found.latencies),
        target: 'p99 ≤ 50 ms',
        met: p99 <= 50,
      });
      note(
        `search by kind: ${kindLine(found.byKind)}; ${found.meanHits.toFixed(0)} hits per query on average`,
      );

      note('sign-up over HTTP');
      const signUps = await benchSignUp(server, sizes.signUp);
      report.add({
        backend,
        benchmark: `sign-up over HTTP, ${CLIENTS} clients`,
        value: `${rate(signUps.perSecond, '/s')}, ${latency(signUps.latencies)}, argon2id ${(signUps.hashShare * 100).toFixed(0)}% (mean ${ms(signUps.hashMs)})`,
      });

      note('read-after-write');
      const raw = await benchReadAfterWrite(server.url, sizes.readAfterWriteSamples);
      report.add({
        backend,
        benchmark: 'read-after-write, polling search',
        value: latency(raw.polled),
        ...(isServer ? {} : { target: 'p99 ≤ 100 ms', met: percentile(raw.polled, 99) <= 100 }),
      });
      report.add({
        backend,
        benchmark: 'read-after-write, X-Min-Position',
        value: latency(raw.withMinPosition),
      });

      const stats = await server.stats();
      report.add({
        backend,
        benchmark: 'server memory (rss)',
        value: `${megabytes(stats.rss)} after the runs, peak ${megabytes(stats.peakRss)}; creating the database: peak ${megabytes(server.preparePeakRss)}`,
      });
    } finally {
      await server.stop();
    }
  });
};
