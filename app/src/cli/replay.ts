import { type ReplayProgress, type ReplayResult } from '@academy/projections';
import { replayTarget } from '../operator/replay-all.js';
import { onData, runCli } from './on-data.js';
import { progressPrinter } from './progress.js';

const usage = 'Usage: npm run replay -- <projection>|all';

const rate = (r: ReplayResult) =>
  Math.round(r.seconds > 0 ? r.events / r.seconds : 0).toLocaleString('en-US');
/** "12.3 s, 4,567 events/s, set-based" */
const timing = (r: ReplayResult) =>
  `${r.seconds.toFixed(1)} s (${rate(r)} events/s${r.setBased ? ', set-based' : ''})`;
/** Each read model's rate, the slowest first. */
const slowestFirst = (results: ReplayResult[]) =>
  [...results]
    .sort((a, b) => a.events / Math.max(a.seconds, 1e-3) - b.events / Math.max(b.seconds, 1e-3))
    .map((r) => `${r.projection} ${rate(r)}/s`)
    .join(', ');

runCli(async () => {
  const target = process.argv[2];
  if (!target || target.startsWith('-')) throw new Error(usage);
  const bars = new Map<string, ReturnType<typeof progressPrinter>>();
  const show = (p: ReplayProgress) => {
    let bar = bars.get(p.projection);
    if (!bar) bars.set(p.projection, (bar = progressPrinter(`replay ${p.projection}`)));
    bar.update(p.done, p.total, p);
  };
  const started = performance.now();
  const results = (await onData(
    'replay',
    { target },
    {
      remote: (message) => {
        if (message.type === 'progress') show(message.progress as unknown as ReplayProgress);
      },
      local: (core, signal) => replayTarget(core, target, show, signal),
    },
  )) as ReplayResult[];
  for (const result of results) {
    const bar = bars.get(result.projection) ?? progressPrinter(`replay ${result.projection}`);
    bar.finish(
      result.status === 'swapped'
        ? `${result.events.toLocaleString('en-US')} events replayed in ${timing(result)}; now serving generation ${result.generation}`
        : `interrupted after ${result.events.toLocaleString('en-US')} events; run the same command to resume`,
    );
  }
  if (target === 'all') {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const swapped = results.filter((r) => r.status === 'swapped').length;
    process.stderr.write(
      swapped === results.length
        ? `replay all: ${swapped} read models rebuilt in ${seconds} s; slowest first: ${slowestFirst(results)}\n`
        : `replay all: stopped after ${seconds} s (${swapped} rebuilt); run the same command to resume\n`,
    );
  }
});
