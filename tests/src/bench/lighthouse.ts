// Lighthouse (mobile and desktop presets, simulated throttling) on the pages a visitor or an
// indexer meets first, against the built server on a seeded academy: the median of `runs` runs
// per page and preset. Prints the four scores, LCP, TBT, CLS and the first visit's bytes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { frontendDist } from '@academy/app';
import { findChromium } from '../support/browser.js';
import { type BenchBackend } from './backends.js';
import { LighthouseBrowser, type LighthouseFigures, type Preset } from './lighthouse-run.js';
import { note, percentile } from './measure.js';
import { type Report } from './report.js';
import { ServerChild } from './server-child.js';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/registry',
  '/registry/search?query=physics',
  '/journal',
  '/journal/publications/1',
  '/sign-up',
];

const TARGETS = {
  mobile: 'perf ≥ 90, a11y/BP/SEO 100, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.02',
  desktop: 'a11y/BP/SEO 100, CLS ≤ 0.02',
};

const median = (runs: LighthouseFigures[], key: keyof Omit<LighthouseFigures, 'failed' | 'shifted'>) =>
  percentile(
    runs.map((r) => r[key]),
    50,
  );

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The per-metric median of the runs; the failed audits and moved elements of every run, once each. */
const medianOf = (runs: LighthouseFigures[]): LighthouseFigures => ({
  performance: median(runs, 'performance'),
  accessibility: median(runs, 'accessibility'),
  bestPractices: median(runs, 'bestPractices'),
  seo: median(runs, 'seo'),
  lcp: median(runs, 'lcp'),
  tbt: median(runs, 'tbt'),
  cls: median(runs, 'cls'),
  transferBytes: median(runs, 'transferBytes'),
  resourceBytes: median(runs, 'resourceBytes'),
  failed: [...new Set(runs.flatMap((r) => r.failed))],
  shifted: [...new Set(runs.flatMap((r) => r.shifted))],
});

const meets = (preset: Preset, f: LighthouseFigures): boolean =>
  f.accessibility === 100 &&
  f.bestPractices === 100 &&
  f.seo === 100 &&
  f.cls <= 0.02 &&
  (preset === 'desktop' || (f.performance >= 90 && f.lcp <= 2500 && f.tbt <= 200));

const valueOf = (f: LighthouseFigures): string =>
  `perf ${f.performance}, a11y ${f.accessibility}, BP ${f.bestPractices}, SEO ${f.seo}; ` +
  `LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${f.tbt.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}; ` +
  `first visit ${kb(f.transferBytes)} on the wire, ${kb(f.resourceBytes)} decoded` +
  (f.failed.length > 0 ? `; failed: ${f.failed.join(', ')}` : '') +
  (f.shifted.length > 0 ? `; moved: ${f.shifted.join(', ')}` : '');

/** Why there is no figure, or undefined when there can be one. */
const missing = (): string | undefined => {
  if (!existsSync(path.join(frontendDist, 'index.html'))) return 'n/a: frontend not built';
  try {
    findChromium();
    return undefined;
  } catch {
    return 'n/a: no Chromium';
  }
};

export const runLighthouse = async (report: Report, backend: BenchBackend, runs: number): Promise<void> => {
  process.stdout.write(`\n== Lighthouse (median of ${runs}, simulated throttling)\n`);
  const why = missing();
  if (why) {
    report.add({ backend: 'frontend', benchmark: 'Lighthouse', value: why });
    return;
  }
  note('lighthouse: starting the server and seeding 200 members, 30 publications');
  const server = await ServerChild.start(backend);
  let browser: LighthouseBrowser | undefined;
  try {
    await server.seedAcademy({ members: 200, publications: 30, seed: 23, password: 'lighthouse bench' });
    browser = await LighthouseBrowser.open();
    // One visit first, so the server's files and code paths are warm.
    await browser.run(server.url, 'desktop');
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const page of LIGHTHOUSE_PAGES) {
        const figures: LighthouseFigures[] = [];
        for (let i = 0; i < runs; i++) figures.push(await browser.run(`${server.url}${page}`, preset));
        const f = medianOf(figures);
        report.add({
          backend: 'frontend',
          benchmark: `Lighthouse ${preset} ${page}`,
          value: valueOf(f),
          target: TARGETS[preset],
          met: meets(preset, f),
        });
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
};
