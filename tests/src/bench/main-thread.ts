// The browser's main-thread work at a cold first visit of the pages Lighthouse measures: CPU time
// sampled by Chromium's profiler with the CPU slowed down 4× (Lighthouse's mobile preset), from
// navigation to 4 s after the load event. Lighthouse's TBT is a simulation over one trace and
// moves by 100 ms from run to run; this is the work that TBT is made of, steadier from run to run.
import { type Page } from 'playwright-core';
import { openBrowser } from '../support/browser.js';
import { type BenchBackend } from './backends.js';
import { LIGHTHOUSE_PAGES } from './lighthouse.js';
import { note, percentile } from './measure.js';
import { type Report } from './report.js';
import { ServerChild } from './server-child.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Busy milliseconds: every sample but the idle ones; of which "(program)", the browser's own. The
 * longest task, and the blocking time: what each task over 50 ms lasted beyond 50 ms, summed (as
 * TBT counts, but from navigation on and measured, not simulated).
 */
export interface MainThreadSample {
  busy: number;
  browser: number;
  longest: number;
  blocking: number;
}

const workOf = (profile: CpuProfile): Pick<MainThreadSample, 'busy' | 'browser'> => {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  let busy = 0;
  let browser = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    const name = names.get(id);
    if (name !== '(idle)') busy += micros;
    if (name === '(program)') browser += micros;
  });
  return { busy: busy / 1000, browser: browser / 1000 };
};

/** One cold visit (a new Chromium profile), at a phone's viewport. */
const coldVisit = async (url: string): Promise<MainThreadSample> => {
  const browser = await openBrowser();
  try {
    const page: Page = browser.context.pages()[0] ?? (await browser.newPage());
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    // The page's long tasks, as the browser reports them (browser-side code as text: the tests
    // compile without the DOM's types).
    await page.addInitScript(`window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });`);
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4_000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const tasks = (await page.evaluate('window.longTasks')) as number[];
    const errors = browser.errorsOf(page);
    if (errors.length > 0) note(`main thread: ${url} reported ${errors.join('; ')}`);
    return {
      ...workOf(profile),
      longest: Math.max(0, ...tasks),
      blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    };
  } finally {
    await browser.close();
  }
};

/** The seeded academy Lighthouse visits, `samples` cold visits per page; the median per page. */
export const runMainThread = async (
  report: Report,
  backend: BenchBackend,
  samples: number,
): Promise<void> => {
  process.stdout.write(`\n== main-thread work at a cold visit (CPU 4× slower, median of ${samples})\n`);
  note('main thread: starting the server and seeding 200 members, 30 publications');
  const server = await ServerChild.start(backend);
  try {
    await server.seedAcademy({ members: 200, publications: 30, seed: 23, password: 'lighthouse bench' });
    await coldVisit(server.url);
    for (const page of LIGHTHOUSE_PAGES) {
      const runs: MainThreadSample[] = [];
      for (let i = 0; i < samples; i++) runs.push(await coldVisit(`${server.url}${page}`));
      const median = (key: keyof MainThreadSample) =>
        percentile(
          runs.map((r) => r[key]),
          50,
        ).toFixed(0);
      report.add({
        backend: 'frontend',
        benchmark: `main-thread work, ${page}`,
        value:
          `${median('busy')} ms busy, of which ${median('browser')} ms the browser's own (parse, style, layout); ` +
          `longest task ${median('longest')} ms, blocking time ${median('blocking')} ms`,
      });
    }
  } finally {
    await server.stop();
  }
};
