// Cold first visit of the home page in headless Chromium: from navigation start to the frame
// (header and footer) painted. A fresh profile per sample, so nothing comes from the HTTP cache.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { frontendDist } from '@academy/app';
import { findChromium, openBrowser } from '../support/browser.js';
import { type BenchBackend } from './backends.js';
import { ms, note, percentile } from './measure.js';
import { type Report } from './report.js';
import { ServerChild } from './server-child.js';

/** Target of issue 13: the frame within 800 ms of navigation. */
export const FIRST_PAINT_TARGET_MS = 800;

/** One cold visit, in milliseconds from navigation start (the page's `performance.now()`). */
export interface FirstPaintSample {
  /** Header and footer laid out with a size, and the frame that shows them produced. */
  frame: number;
  /** The browser's first-contentful-paint entry. */
  fcp: number;
  /** index.html's first byte. */
  htmlFirstByte: number;
  /** DOMContentLoaded: the entry module and its static imports fetched and evaluated. */
  entryEvaluated: number;
  /** Scripts requested by DOMContentLoaded (the entry, its module preloads), and by the frame. */
  entryScripts: number;
  scripts: number;
}

/**
 * Runs in the page before its own scripts (an init script: the CSP does not apply to it). Once
 * the banner and contentinfo landmarks exist, each animation frame checks that both have a
 * size; the first frame where they do is painted once the task after its callbacks runs.
 */
const FRAME_SCRIPT = `(() => {
  const landmark = (tag, role) =>
    [...document.querySelectorAll(tag + ', [role="' + role + '"]')].find(
      (el) => el.getAttribute('role') === role ||
        !el.parentElement?.closest('article, aside, main, nav, section'));
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  window.__academyFcp = new Promise((resolve) =>
    new PerformanceObserver((list) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0];
      if (fcp) resolve(fcp.startTime);
    }).observe({ type: 'paint', buffered: true }));
  window.__academyFrame = new Promise((resolve) => {
    const painted = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    };
    const onFrame = () => {
      const header = landmark('header', 'banner');
      const footer = landmark('footer', 'contentinfo');
      if (header && footer && shown(header) && shown(footer)) painted();
      else requestAnimationFrame(onFrame);
    };
    const observer = new MutationObserver(() => {
      if (!landmark('header', 'banner') || !landmark('footer', 'contentinfo')) return;
      observer.disconnect();
      requestAnimationFrame(onFrame);
    });
    observer.observe(document, { childList: true, subtree: true });
  });
})();`;

/** Read after the frame: the paint entries and the network timings up to the frame (30 s at most). */
const SAMPLE_EXPRESSION = `(async () => {
  const within = (promise, what) => Promise.race([promise, new Promise((_, reject) =>
    setTimeout(() => reject(new Error('first paint: no ' + what + ' within 30 s')), 30000))]);
  const frame = await within(window.__academyFrame, 'header and footer');
  const fcp = await within(window.__academyFcp, 'first-contentful-paint');
  const [navigation] = performance.getEntriesByType('navigation');
  const scripts = performance.getEntriesByType('resource').filter((r) => /\\.js(\\?|$)/.test(r.name));
  const startedBefore = (at) => scripts.filter((r) => r.startTime <= at).length;
  return {
    frame,
    fcp,
    htmlFirstByte: navigation.responseStart,
    entryEvaluated: navigation.domContentLoadedEventStart,
    entryScripts: startedBefore(navigation.domContentLoadedEventStart),
    scripts: startedBefore(frame),
  };
})()`;

/** One cold visit of `url`: a new Chromium with a new profile, closed afterwards. */
const coldVisit = async (url: string): Promise<FirstPaintSample> => {
  const browser = await openBrowser();
  try {
    await browser.context.addInitScript({ content: FRAME_SCRIPT });
    const page = browser.context.pages()[0] ?? (await browser.newPage());
    await page.goto(url, { waitUntil: 'commit' });
    const sample = (await page.evaluate(SAMPLE_EXPRESSION)) as FirstPaintSample;
    const errors = browser.errorsOf(page);
    if (errors.length > 0) note(`first paint: the page reported ${errors.join('; ')}`);
    return sample;
  } finally {
    await browser.close();
  }
};

/** One visit to warm the server (its files and code paths), then `samples` cold visits. */
export const benchFirstPaint = async (url: string, samples: number): Promise<FirstPaintSample[]> => {
  await coldVisit(url);
  const results: FirstPaintSample[] = [];
  for (let i = 0; i < samples; i++) results.push(await coldVisit(url));
  return results;
};

const p50 = (samples: FirstPaintSample[], key: keyof FirstPaintSample) =>
  percentile(
    samples.map((s) => s[key]),
    50,
  );

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

/** The built app on a fresh embedded database, `samples` cold visits of `/`, two figures. */
export const runFirstPaint = async (
  report: Report,
  backend: BenchBackend,
  samples: number,
): Promise<void> => {
  const benchmark = `first paint of /, cold, ${samples} visits: header and footer`;
  const target = `p50 ≤ ${FIRST_PAINT_TARGET_MS} ms`;
  const why = missing();
  if (why) {
    report.add({ backend: 'frontend', benchmark, value: why, target });
    return;
  }
  note('first paint: starting the server');
  const server = await ServerChild.start(backend);
  let results: FirstPaintSample[];
  try {
    note(`first paint: 1 warm-up visit, then ${samples} cold visits (a new Chromium profile each)`);
    results = await benchFirstPaint(server.url, samples);
  } finally {
    await server.stop();
  }
  const frame = p50(results, 'frame');
  report.add({
    backend: 'frontend',
    benchmark,
    value: `p50 ${ms(frame)}, max ${ms(Math.max(...results.map((s) => s.frame)))}; FCP p50 ${ms(p50(results, 'fcp'))}`,
    target,
    met: frame <= FIRST_PAINT_TARGET_MS,
  });
  note(
    `first paint, p50: index.html's first byte ${ms(p50(results, 'htmlFirstByte'))}; DOMContentLoaded (the entry's modules evaluated) ${ms(p50(results, 'entryEvaluated'))} with ${p50(results, 'entryScripts')} scripts requested; ${p50(results, 'scripts')} scripts requested before the frame`,
  );
};
