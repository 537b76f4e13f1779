// `npm run bench`: prints figures for the embedded default (a PostgreSQL server under DATA_DIR; PGlite
// with --only=pglite) and, when DATABASE_URL is set, for that PostgreSQL server; a table with the targets at the end. Never asserts.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontendDist } from '@academy/app';
import { auditTimelineP99, benchAuditTimeline } from './audit-timeline.js';
import { embeddedBackends, pgliteBackends, postgresBackends } from './backends.js';
import { runFirstPaint } from './first-paint.js';
import { runMainThread } from './main-thread.js';
import { homeJs, homeJsWithRoute } from './home-js.js';
import { runLighthouse } from './lighthouse.js';
import { runPagesBench } from './pages.js';
import { percentile } from './measure.js';
import { Report } from './report.js';
import { runBackend, type BenchName } from './run-backend.js';
import { benchKafka } from './kafka-delivery.js';
import { benchKafkaMixedLoad } from './kafka-mixed-load.js';
import { benchUploads } from './uploads.js';
import { benchErasure } from './erasure.js';
import { fullJournal, fullSizes, quickSizes } from './sizes.js';

const quick = process.argv.includes('--quick');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
// `--journal-full`: journal search over 20,000 publications rather than 5,000.
// `--replay-events=N` / `--replay-others-events=N`: the replay of the read models with a set-based path
// (profiles, the Registry's, and admin-users) over N events rather than 200,000 (`--quick` 10,000); the
// other read models' over N rather than 20,000 (5,000); 0 skips either. All through the sealing store.
const numberArg = (name: string) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]);
const replayEvents = numberArg('replay-events');
const replayOthersEvents = numberArg('replay-others-events');
const sizes = {
  ...(quick ? quickSizes : fullSizes),
  ...(process.argv.includes('--journal-full') ? { journal: fullJournal } : {}),
  ...(replayEvents >= 0 ? { replayEvents } : {}),
  ...(replayOthersEvents >= 0 ? { replayOthersEvents } : {}),
};
// `--bench=appends,replay`: only those (appends, replay, server, journal, mixed, audit, uploads, erasure, kafka, first-paint,
// main-thread, lighthouse, pages); the home page JS figure only with all. `--lighthouse-runs=N`: runs per page (median; 3, 1 with --quick).
const benchArg = process.argv.find((a) => a.startsWith('--bench='))?.slice('--bench='.length);
const wants = (name: string) => !benchArg || benchArg.split(',').includes(name);
const backendBenches: BenchName[] = ['appends', 'replay', 'server', 'journal', 'mixed'];
const chosen = new Set(backendBenches.filter(wants));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
chmodSync(tmp, 0o755); // as root, the embedded PostgreSQL runs as the user postgres, which must reach it
const cleanUp = () => rmSync(tmp, { recursive: true, force: true });
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

/** The embedded store the frontend figures run on: the default, or PGlite with --only=pglite. */
const frontendBackends = only === 'pglite' ? pgliteBackends : embeddedBackends;

const report = new Report();
/** Other work on the machine skews every figure: the 1-minute load average says how much there was. */
const load = () => os.loadavg()[0]!.toFixed(1);
const started = Date.now();
try {
  process.stdout.write(
    `Academy bench${quick ? ' (--quick: small sizes)' : ''}: ${os.cpus().length} cores, Node ${process.version}, load average ${load()}\n`,
  );
  if (chosen.size > 0) {
    if (!only || only === 'embedded') await runBackend(report, embeddedBackends(tmp), sizes, tmp, chosen);
    if (only === 'pglite') await runBackend(report, pgliteBackends(tmp), sizes, tmp, chosen);
    if (process.env.DATABASE_URL && (!only || only === 'postgres'))
      await runBackend(report, postgresBackends(tmp), sizes, tmp, chosen);
    else if (!process.env.DATABASE_URL)
      process.stdout.write('\n== PostgreSQL: skipped (set DATABASE_URL to a server to run it)\n');
  }

  if (wants('audit')) {
    process.stdout.write('\n== admin audit (PGlite)\n');
    const audit = await benchAuditTimeline(10_000, quick ? 100 : 300);
    report.add({
      backend: 'PGlite',
      benchmark: `audit timeline, user with ${audit.events.toLocaleString('en-US')} events, first page`,
      value: `p50 ${percentile(audit.latencies, 50).toFixed(1)} ms, p99 ${auditTimelineP99(audit).toFixed(1)} ms (cold ${audit.coldMs.toFixed(0)} ms; handler p99 ${percentile(audit.handlerMs, 99).toFixed(1)} ms)`,
      target: 'p99 ≤ 50 ms',
      met: auditTimelineP99(audit) <= 50,
    });
  }

  if (wants('uploads')) await benchUploads(report, tmp);

  if (wants('erasure')) await benchErasure(report, tmp, quick);
  if (wants('kafka')) {
    if (process.env.KAFKA_BROKERS) {
      await benchKafka(report, quick ? 300 : 5000, quick ? 10 : 200);
      await benchKafkaMixedLoad(report, await pgliteBackends(tmp)('kafka-mixed'), sizes.mixedLoad);
    } else process.stdout.write('\n== Kafka: skipped (set KAFKA_BROKERS, for example from npm run broker)\n');
  }

  if (wants('first-paint')) await frontendFigures();

  if (wants('main-thread'))
    await runMainThread(report, await frontendBackends(tmp)('main-thread'), quick ? 3 : 5);

  if (wants('pages')) await runPagesBench(report, await frontendBackends(tmp)('pages'), quick ? 20 : 100);

  if (wants('lighthouse')) {
    const runs = Number(
      process.argv.find((a) => a.startsWith('--lighthouse-runs='))?.split('=')[1] ?? (quick ? 1 : 3),
    );
    await runLighthouse(report, await frontendBackends(tmp)('lighthouse'), runs);
  }

  process.stdout.write(
    `\n== summary (${((Date.now() - started) / 1000).toFixed(0)} s, load average now ${load()})\n${report.table()}\n${report.summary()}\n`,
  );
} finally {
  cleanUp();
}

async function frontendFigures(): Promise<void> {
  process.stdout.write('\n== frontend\n');
  if (!benchArg) await homePageJs();
  await runFirstPaint(report, await frontendBackends(tmp)('first-paint'), quick ? 3 : 10);
}

async function homePageJs(): Promise<void> {
  const home = homeJs(frontendDist);
  report.add({
    backend: 'frontend',
    benchmark: 'home page initial JS, gzipped',
    value: home
      ? `${(home.gzipped / 1024).toFixed(1)} KB in ${home.files.length} files`
      : 'n/a (frontend not built)',
    ...(home ? { target: '≤ 170 KB', met: home.gzipped <= 170 * 1024 } : { target: '≤ 170 KB' }),
  });
  const withRoute = await homeJsWithRoute(frontendDist);
  if (withRoute) {
    report.add({
      backend: 'frontend',
      benchmark: '… with the home route chunk (gzip -9)',
      value: `${(withRoute.gzipBytes / 1024).toFixed(1)} KB in ${withRoute.files} files`,
    });
  }
}
