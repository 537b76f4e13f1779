// `npm run bench -- --bench=pages`: what a visitor's page costs the server. Against the built
// server on a seeded academy (300 members, 60 publications), one client at a time over loopback:
// per page, the median and p99 time to the whole answer with the page cache cold (each request a
// page not asked for before: a parameter the page ignores) and warm (the same address again), the
// HTML's size and its brotli size (zlib's quality 11, what the wire carries at best).
import { brotliCompressSync } from 'node:zlib';
import { type BenchBackend } from './backends.js';
import { note, now, percentile } from './measure.js';
import { type Report } from './report.js';
import { ServerChild } from './server-child.js';

/** The pages a visitor or an indexer meets first (the Lighthouse pages, with the sign-in page). */
export const PAGE_BENCH_PAGES = [
  '/',
  '/journal',
  '/journal/publications/1',
  '/registry',
  '/sign-up',
  '/sign-in',
];

const TARGET_MS: Record<string, number> = { '/registry': 25 };
const targetOf = (page: string) => TARGET_MS[page] ?? 15;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One visitor's request (no cookie, no compression asked): its time, body and cache outcome. */
const timedGet = async (url: string) => {
  const began = now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: now() - began, body, status: res.status, cache: res.headers.get('x-cache') };
};

/** What the HTML is made of: the CSS in its style tags and the server state the app starts from. */
const partsOf = (html: string) => {
  const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].reduce((n, m) => n + m[1]!.length, 0);
  const state = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)?.[1];
  return `inline CSS ${kb(css)}, state ${kb(state?.length ?? 0)}`;
};

const withParam = (page: string, i: number) => `${page}${page.includes('?') ? '&' : '?'}bench-cold=${i}`;

export const runPagesBench = async (report: Report, backend: BenchBackend, runs: number): Promise<void> => {
  process.stdout.write(`\n== pages (${runs} requests per page and state, one client)\n`);
  note('pages: starting the server and seeding 300 members, 60 publications');
  const server = await ServerChild.start(backend);
  try {
    await server.seedAcademy({ members: 300, publications: 60, seed: 29, password: 'pages bench' });
    // Every page once first, so the server's code paths and the read side's answers are warm.
    for (const page of PAGE_BENCH_PAGES) await timedGet(`${server.url}${withParam(page, -1)}`);
    for (const page of PAGE_BENCH_PAGES) {
      const cold: number[] = [];
      const warm: number[] = [];
      let hits = 0;
      for (let i = 0; i < runs; i++) cold.push((await timedGet(`${server.url}${withParam(page, i)}`)).ms);
      const first = await timedGet(`${server.url}${page}`);
      for (let i = 0; i < runs; i++) {
        const answer = await timedGet(`${server.url}${page}`);
        warm.push(answer.ms);
        if (answer.cache === 'hit') hits++;
      }
      const brotli = brotliCompressSync(first.body).length;
      const warmMedian = percentile(warm, 50);
      report.add({
        backend: backend.name,
        benchmark: `page ${page}`,
        value:
          `${first.status}; cold p50 ${ms(percentile(cold, 50))}, p99 ${ms(percentile(cold, 99))}; ` +
          `warm p50 ${ms(warmMedian)}, p99 ${ms(percentile(warm, 99))} (${hits} of ${runs} from the cache); ` +
          `HTML ${kb(first.body.length)} (${partsOf(first.body.toString('utf8'))}), brotli ${kb(brotli)}`,
        target: `warm p50 ≤ ${targetOf(page)} ms`,
        met: warmMedian <= targetOf(page),
      });
    }
  } finally {
    await server.stop();
  }
};
